/**
 * Form submit callbacks. When one returns a promise, the submit button shows a loading state
 * until it settles; any other return value is ignored.
 */
export type SubmitHandler<Values> = (values: Values) => unknown;

/** Sign in or up with a federated provider (Google, Apple): the forms pass these through. */
export interface FederatedCallbacks {
  onGoogle?: () => void;
  onApple?: () => void;
}
