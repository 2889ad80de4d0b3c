// Lighthouse on a reader's three pages, against the local production build (the design's
// budget: performance 95 or more and accessibility 100, mobile). A benchmark that prints
// figures, not a test: scores move with the machine's load, so run it on a quiet machine.
//   npm run bench:lighthouse                       starts its own stack on a fresh database
//   LIGHTHOUSE_URL=http://127.0.0.1:8080 npm run bench:lighthouse   measures a running site
// Each page is measured RUNS times (default 3) and the median run is reported.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './chromium.ts';

const BUDGET = { performance: 95, accessibility: 100 };
const RUNS = Number(process.env.RUNS ?? 3);
const UNIQUE_KEY = process.env.UNIQUE_KEY ?? 'byline-dev-unique-key';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForSite(url: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The run command's stack on its own ports and a throwaway database, seeded on start. */
async function startStack(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 8282);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'byline-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: process.env.LIGHTHOUSE_AUTH_PORT ?? '9299',
      DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  console.log(`Starting the stack at ${url} (web build, API on a fresh database)...`);
  await waitForSite(`${url}/`);
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api<T>(site: string, pathAndQuery: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${site}${pathAndQuery}`, {
    ...init,
    headers: { 'unique-key': UNIQUE_KEY, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The reader's three pages, with a category and an article that exist on this site. */
async function readerPages(site: string): Promise<Record<string, string>> {
  const categories = await api<{ data: { id: number; name: string }[] }>(
    site,
    '/api/News/categoryList',
  );
  for (const category of categories.data) {
    const list = await api<{ data: { id: number }[] }>(
      site,
      `/api/News/newsList?category_id=${category.id}&limit=1`,
    );
    const article = list.data[0];
    if (article)
      return {
        '/': `${site}/`,
        '/news/:category': `${site}/news/${encodeURIComponent(category.name.toLowerCase())}`,
        '/article/:id': `${site}/article/${article.id}`,
      };
  }
  throw new Error('The site has no published article to measure');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const stack = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutablePath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
let failed = false;
try {
  const pages = await readerPages(stack.url);
  console.log(
    `\nLighthouse ${RUNS}× per page, mobile (median run; budget: performance ${BUDGET.performance}, accessibility ${BUDGET.accessibility})\n`,
  );
  console.log('page               performance  accessibility   FCP ms   LCP ms   TBT ms    CLS');
  for (const [label, url] of Object.entries(pages)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcp: audits['first-contentful-paint']?.numericValue ?? 0,
        lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        failedA11y: Object.values(audits)
          .filter(
            (audit) =>
              audit.score === 0 &&
              result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
          )
          .map((audit) => audit.id),
      });
    }
    const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
    const typical = byPerformance[Math.floor(runs.length / 2)] ?? runs[0];
    if (!typical) continue;
    const accessibility = median(runs.map((run) => run.accessibility));
    const verdict =
      typical.performance >= BUDGET.performance && accessibility >= BUDGET.accessibility
        ? 'ok'
        : 'UNDER BUDGET';
    if (verdict !== 'ok') failed = true;
    console.log(
      `${label.padEnd(18)} ${String(typical.performance).padStart(11)}  ${String(accessibility).padStart(13)}  ${typical.fcp.toFixed(0).padStart(7)}  ${typical.lcp.toFixed(0).padStart(7)}  ${typical.tbt.toFixed(0).padStart(7)}  ${typical.cls.toFixed(3).padStart(6)}  ${verdict}`,
    );
    if (typical.failedA11y.length)
      console.log(`    failing accessibility audits: ${typical.failedA11y.join(', ')}`);
  }
} finally {
  chrome.kill();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
