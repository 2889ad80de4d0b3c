/**
 * Where the API client reports a bearer token the server refused (createApiClient's
 * `onSessionRejected`), for the app to end that session (useEndRejectedSession). A plain channel:
 * the client is made once, outside React.
 */
type Listener = (token: string) => void;

const listeners = new Set<Listener>();

export function reportSessionRejected(token: string): void {
  for (const listener of listeners) listener(token);
}

/** Listens until the returned function is called. */
export function listenForSessionRejections(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
