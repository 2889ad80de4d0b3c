/**
 * Where the API client reports a bearer token the server refused (createApiClient's
 * `onSessionRejected`), for the app to end that session (useEndRejectedSession). A plain channel:
 * the client is made once, outside React.
 */
type Listener = (token: string) => void;

const listeners = new Set<Listener>();
/** Tokens the user is ending on purpose (sign out everywhere): their refusals are expected. */
const endingOnPurpose = new Set<string>();

export function reportSessionRejected(token: string): void {
  if (endingOnPurpose.has(token)) return;
  for (const listener of listeners) listener(token);
}

/**
 * While a request that ends this session on purpose is under way, the server already refuses
 * the token to the page's other requests; those refusals are the user's own doing, not a session
 * that "ended" on them. Returns the function to call once the request has settled.
 */
export function expectSessionEnd(token: string): () => void {
  endingOnPurpose.add(token);
  return () => {
    endingOnPurpose.delete(token);
  };
}

/** Listens until the returned function is called. */
export function listenForSessionRejections(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
