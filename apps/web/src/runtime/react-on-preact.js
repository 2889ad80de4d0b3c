/**
 * `react` for the production build, which runs React's API on preact/compat (ADR 0007):
 * everything preact/compat offers, plus the two React 19 exports it lacks that the chosen
 * libraries import. Plain JavaScript: preact/compat's types are a CommonJS-style `export =`,
 * which TypeScript cannot re-export with `export *`; nothing type-checks against this file.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Mantine's kept-mounted tab panels wrap their content in `<Activity mode="hidden">` and hide
 * the panel with `display: none` themselves; keeping the content mounted is all they need.
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props
 */
export function Activity({ children }) {
  return children;
}

/**
 * React Router's data-router provider imports `useOptimistic`; the app uses the declarative
 * router, which never calls it. Without transitions there is nothing to show optimistically, so
 * the state is the committed one (what React shows once a transition settles).
 * @template State
 * @param {State} passthrough
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
