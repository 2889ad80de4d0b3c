import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/** Who a verified Firebase ID token says the caller is. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Firebase's sign_in_provider: `password`, `google.com`, `apple.com`, ... */
  provider: string;
  name: string | null;
  /** When the person last signed in with a credential (the token's auth_time). */
  authTime: Date;
}

export type IdentityFailure = 'invalid' | 'disabled' | 'unavailable';

export class IdentityError extends Error {
  constructor(
    readonly failure: IdentityFailure,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** What the identity provider says of an account now. */
export type AccountStatus =
  | {
      state: 'active' /** Sign-ins before this were revoked (password change, admin). */;
      tokensValidAfter: Date | null;
    }
  | { state: 'disabled' }
  | { state: 'deleted' };

export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
  /** The account's state; rejects with an `unavailable` IdentityError when the provider cannot say. */
  lookup(uid: string): Promise<AccountStatus>;
  /**
   * Deletes the account at the identity provider (account deletion, docs/adr/0027); an account
   * already gone is fine. Rejects with an `unavailable` IdentityError when the provider cannot.
   */
  deleteAccount(uid: string): Promise<void>;
  close(): Promise<void>;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /** host:port of the Auth emulator; its tokens are unsigned, so never set in production. */
  emulatorHost: string | undefined;
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

function classify(error: unknown): IdentityError {
  const code = errorCode(error);
  if (code === 'auth/user-disabled') return new IdentityError('disabled', code);
  if (code.startsWith('auth/') && code !== 'auth/internal-error') {
    return new IdentityError('invalid', code);
  }
  return new IdentityError('unavailable', code || String(error));
}

/**
 * Verifies Firebase ID tokens with firebase-admin. In production the token's signature proves
 * its claims. Emulator tokens are unsigned, so there the account is also read back from the
 * emulator and its record (not the token's claims) decides email and verification.
 */
export function createFirebaseVerifier(options: FirebaseVerifierOptions): IdentityVerifier {
  if (options.emulatorHost) {
    // firebase-admin reads the emulator address from the environment only.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  }
  const app: App = initializeApp({ projectId: options.projectId }, `byline-${randomUUID()}`);
  const auth: Auth = getAuth(app);
  const emulated = Boolean(options.emulatorHost);

  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        const identity: VerifiedIdentity = {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          provider: decoded.firebase.sign_in_provider,
          name: typeof decoded.name === 'string' ? decoded.name : null,
          authTime: new Date(decoded.auth_time * 1000),
        };
        if (!emulated) return identity;
        const record = await auth.getUser(decoded.uid);
        if (record.disabled) throw new IdentityError('disabled', 'auth/user-disabled');
        return {
          ...identity,
          email: record.email ?? null,
          emailVerified: record.emailVerified,
          name: record.displayName ?? identity.name,
        };
      } catch (error) {
        if (error instanceof IdentityError) throw error;
        throw classify(error);
      }
    },
    async lookup(uid) {
      try {
        const record = await auth.getUser(uid);
        if (record.disabled) return { state: 'disabled' };
        const validAfter = record.tokensValidAfterTime;
        return { state: 'active', tokensValidAfter: validAfter ? new Date(validAfter) : null };
      } catch (error) {
        if (errorCode(error) === 'auth/user-not-found') return { state: 'deleted' };
        // Anything else (no credentials, network) says nothing about the account.
        throw new IdentityError('unavailable', errorCode(error) || String(error));
      }
    },
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (errorCode(error) === 'auth/user-not-found') return;
        throw new IdentityError('unavailable', errorCode(error) || String(error));
      }
    },
    close: () => deleteApp(app),
  };
}
