// How long a signed-in author waits for the editor on a cold load of /new-article, in Chromium,
// at full speed and at 4× CPU slowdown (a mid-range phone). A benchmark that prints figures:
//   npm run bench:editor                   starts its own stack on a fresh database
//   EDITOR_BENCH_URL=http://127.0.0.1:8080 EDITOR_BENCH_AUTH_URL=http://127.0.0.1:9099 npm run bench:editor
// Figures, from navigation start: "editor code" is when the editor's chunk has arrived, "drafts"
// when the My Drafts list's answer has (asked for beside the chunk, not after it), and "editor
// ready" when the body editor is on the page and editable. Each run uses a fresh
// browser context (empty cache). --runs (default 3); min and median with the machine and load
// (scripts/bench/harness.mjs).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { type BenchRow, parseRuns, repeatRuns, runsOption } from './bench/harness.mjs';
import { api, startStack } from './bench/stack.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const { values } = parseArgs({ options: runsOption });
const RUNS = parseRuns(values.runs);
const CPU_SLOWDOWNS = [1, 4];
/** What the browser holds for a session (apps/web/src/session/sessionCookie.ts). */
const SESSION_COOKIE = 'user_token';
const SESSION_USER_ID_KEY = 'userId';
const DRAFTS_PATH = '/api/News/draftNewsList';
const FIREBASE = { projectId: 'demo-byline', apiKey: 'demo-api-key' };

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A verified author at the Auth emulator, registered with the site: its session. */
async function authorSession(site: string, emulator: string) {
  const email = `bench-${randomUUID().slice(0, 8)}@byline.test`;
  const password = `Pw-${randomUUID().slice(0, 12)}`;
  const toolkit = `${emulator}/identitytoolkit.googleapis.com/v1`;
  const { localId } = await json<{ localId: string }>(
    `${toolkit}/accounts:signUp?key=${FIREBASE.apiKey}`,
    { method: 'POST', body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  // The emulator takes `Bearer owner` as an administrator: mark the address verified.
  await json(`${toolkit}/projects/${FIREBASE.projectId}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  const { idToken } = await json<{ idToken: string }>(
    `${toolkit}/accounts:signInWithPassword?key=${FIREBASE.apiKey}`,
    { method: 'POST', body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = await api<{ data: { token: string; user_id: number } }>(
    site,
    '/api/User/Registration',
    {
      method: 'POST',
      body: JSON.stringify({
        full_name: '',
        user_email: email,
        device_token: '',
        user_name: 'bench',
        identity: idToken,
        login_type: 'email',
        platform: 3,
      }),
    },
  );
  return { token: body.data.token.replace(/^Bearer /, ''), userId: body.data.user_id };
}

const stack = await startStack({
  port: Number(process.env.EDITOR_BENCH_PORT ?? 8283),
  authPort: Number(process.env.EDITOR_BENCH_AUTH_PORT ?? 9298),
  existingUrl: process.env.EDITOR_BENCH_URL,
});
const emulator = process.env.EDITOR_BENCH_AUTH_URL ?? stack.authEmulatorUrl;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const session = await authorSession(stack.url, emulator);
  await repeatRuns({
    title: `bench:editor: cold load of /new-article, signed in, on ${stack.url} (Chromium, no network throttling)`,
    runs: RUNS,
    measure: async () => {
      const rows: BenchRow[] = [];
      for (const slowdown of CPU_SLOWDOWNS) {
        const context = await browser.newContext({ baseURL: stack.url });
        await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: stack.url }]);
        await context.addInitScript(
          ([key, userId, draftsPath]) => {
            localStorage.setItem(key, userId);
            const marks: Record<string, number> = {};
            Object.assign(window, { editorBenchMarks: marks });
            new MutationObserver(() => {
              if (document.querySelector('.ProseMirror[contenteditable="true"]'))
                marks.editorReady ??= performance.now();
            }).observe(document, { childList: true, subtree: true, attributes: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                const { responseEnd } = entry as PerformanceResourceTiming;
                if (entry.name.includes(draftsPath)) marks.drafts ??= responseEnd;
                if (/\/assets\/NewArticleRoute-[\w-]+\.js$/.test(entry.name))
                  marks.editorCode ??= responseEnd;
              }
            }).observe({ type: 'resource', buffered: true });
          },
          [SESSION_USER_ID_KEY, String(session.userId), DRAFTS_PATH] as const,
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        await page.goto('/new-article', { waitUntil: 'commit' });
        const marks = await page.waitForFunction(
          () => {
            const { editorReady, drafts, editorCode } = (
              window as unknown as { editorBenchMarks: Record<string, number> }
            ).editorBenchMarks;
            return editorReady !== undefined && drafts !== undefined && editorCode !== undefined
              ? { editorReady, drafts, editorCode }
              : null;
          },
          undefined,
          { timeout: 60_000 },
        );
        const { editorReady, drafts, editorCode } = (await marks.jsonValue()) as Record<
          string,
          number
        >;
        rows.push({
          labels: { CPU: `${slowdown}×` },
          figures: {
            'editor code ms': editorCode,
            'drafts ms': drafts,
            'editor ready ms': editorReady,
          },
        });
        await context.close();
      }
      return rows;
    },
  });
} finally {
  await browser.close();
  await stack.stop();
}
