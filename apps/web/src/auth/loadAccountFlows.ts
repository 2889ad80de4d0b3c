type AccountFlows = typeof import('./accountFlows');

let loading: Promise<AccountFlows> | null = null;

/**
 * The account page's Firebase steps (and the SDK under them), loaded on demand like the sign-in
 * flows: the page renders first. A failed load is forgotten, so the next attempt tries again.
 */
export function loadAccountFlows(): Promise<AccountFlows> {
  loading ??= import('./accountFlows').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
