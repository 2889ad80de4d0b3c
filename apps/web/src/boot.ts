/**
 * The first script of a server-rendered page. The page is already there to read (links and
 * forms work without JavaScript), so the app's code waits until the page has loaded (its style
 * sheets and the pictures on screen) and painted, instead of competing with them for a slow
 * connection and a slow processor. Then it evaluates the app's chunks one task at a time and
 * imports the entry, which hydrates the page (main.tsx). Document.tsx names them on this tag.
 */
// Written out here rather than imported: this module imports nothing, so that it stays a file of
// a few hundred bytes (an import shared with the app would pull the app's chunk in with it).
// The same names as BOOT_ATTRIBUTES in ssr/pageData.ts (renderPage.test checks the tag).
const BOOT_ENTRY_ATTRIBUTE = 'data-byline-entry';
const BOOT_MODULES_ATTRIBUTE = 'data-byline-modules';
const BOOT_PRELOADS_ATTRIBUTE = 'data-byline-preloads';

const listed = (script: HTMLScriptElement, attribute: string) =>
  (script.getAttribute(attribute) ?? '').split(' ').filter(Boolean);

/** Lets the browser paint and handle input before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startApp(script: HTMLScriptElement): Promise<void> {
  const entry = script.getAttribute(BOOT_ENTRY_ATTRIBUTE);
  if (!entry) return;
  const modules = listed(script, BOOT_MODULES_ATTRIBUTE);
  // Fetched together (the entry too, so that it is there when its turn comes), evaluated one
  // by one (dependencies first), then the entry.
  for (const href of [...modules, entry, ...listed(script, BOOT_PRELOADS_ATTRIBUTE)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of modules) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

/** After the next paint: a frame's callback runs before it paints, a task queued there after. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

const script = document.querySelector<HTMLScriptElement>(`script[${BOOT_ENTRY_ATTRIBUTE}]`);
if (script) {
  const start = () => afterNextPaint(() => void startApp(script));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
