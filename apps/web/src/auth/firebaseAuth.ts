import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { webConfig } from '../config/env';

/**
 * Firebase is loaded only by the sign-in routes and on logout (dynamic imports of this module),
 * so a reader's first page never ships it.
 */
let auth: Auth | null = null;

export function firebaseAuth(): Auth {
  if (auth) return auth;
  const { apiKey, authDomain, projectId, authEmulatorUrl } = webConfig.firebase;
  const app: FirebaseApp = getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId });
  auth = getAuth(app);
  if (authEmulatorUrl) {
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
