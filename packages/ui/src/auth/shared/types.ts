/**
 * Form submit callbacks. When one returns a promise, the submit button shows a loading state
 * until it settles; any other return value is ignored.
 */
export type SubmitHandler<Values> = (values: Values) => unknown;
