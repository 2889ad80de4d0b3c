/** A field of the account page's forms a failure is about. */
export type AccountFlowField = 'currentPassword' | 'newPassword' | 'newEmail' | 'password';

/**
 * A step of the account page failed at the identity provider (auth/accountFlows.ts), with the
 * message the page shows, under `field` when it is about one. A module of its own, so the page
 * tells it apart without loading Firebase.
 */
export class AccountFlowError extends Error {
  override name = 'AccountFlowError';
  constructor(
    message: string,
    readonly field: AccountFlowField | null = null,
  ) {
    super(message);
  }
}
