/** A sign-in step failed with a message the UI shows as an error toast. */
export class SignInError extends Error {
  override name = 'SignInError';
}
