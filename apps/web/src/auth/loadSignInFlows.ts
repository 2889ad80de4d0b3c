import { useEffect } from 'react';

type SignInFlows = typeof import('./signInFlows');

let loading: Promise<SignInFlows> | null = null;

/**
 * The sign-in flows and the Firebase SDK under them (about 32 KB gzipped), loaded on demand: the
 * sign-in pages render their forms first and fetch this while the visitor types. A failed load
 * is forgotten, so the next attempt tries again.
 */
export function loadSignInFlows(): Promise<SignInFlows> {
  loading ??= import('./signInFlows').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the sign-in flows as the page mounts, so a submit rarely waits for them. */
export function usePreloadSignInFlows(): void {
  useEffect(() => {
    loadSignInFlows().catch(() => undefined);
  }, []);
}
