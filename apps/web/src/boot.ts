/**
 * The first script of a server-rendered page. The page is already there to read (links and
 * forms work without JavaScript), so the app's code waits until the page has loaded (its
 * style sheets and the pictures on screen) and painted, instead of competing with them for a
 * slow connection and a slow processor; then it hydrates the page (main.tsx). Document.tsx names the entry and the lazy
 * page's modules on this script's tag.
 */
// Written out here rather than imported: this module imports nothing, so that it stays a file of
// a few hundred bytes (an import shared with the app would pull the app's chunk in with it).
// The same names as BOOT_ATTRIBUTES in ssr/pageData.ts (renderPage.test checks the tag).
const BOOT_ENTRY_ATTRIBUTE = 'data-byline-entry';
const BOOT_PRELOADS_ATTRIBUTE = 'data-byline-preloads';

function startApp(script: HTMLScriptElement): void {
  const entry = script.getAttribute(BOOT_ENTRY_ATTRIBUTE);
  if (!entry) return;
  for (const href of (script.getAttribute(BOOT_PRELOADS_ATTRIBUTE) ?? '').split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

/** After the next paint: a frame's callback runs before it paints, a task queued there after. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

const script = document.querySelector<HTMLScriptElement>(`script[${BOOT_ENTRY_ATTRIBUTE}]`);
if (script) {
  const start = () => afterNextPaint(() => startApp(script));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
