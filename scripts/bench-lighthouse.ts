// Lighthouse on a reader's three pages, against the local production build (the design's
// budget: performance 95 or more and accessibility 100, mobile). A benchmark that prints
// figures, not a test: scores move with the machine's load, so run it on a quiet machine.
//   npm run bench:lighthouse                       starts its own stack on a fresh database
//   LIGHTHOUSE_URL=http://127.0.0.1:8080 npm run bench:lighthouse   measures a running site
// Each page is measured `--runs` times (default 3); min and median of each figure are printed
// with the machine and load (scripts/bench/harness.mjs).
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BenchRow, median, parseRuns, repeatRuns, runsOption } from './bench/harness.mjs';
import { api, startStack } from './bench/stack.ts';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './chromium.ts';

const BUDGET = { performance: 95, accessibility: 100 };
const { values } = parseArgs({ options: runsOption });
const RUNS = parseRuns(values.runs);

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

const stack = await startStack({
  port: Number(process.env.LIGHTHOUSE_PORT ?? 8282),
  authPort: Number(process.env.LIGHTHOUSE_AUTH_PORT ?? 9299),
  existingUrl: process.env.LIGHTHOUSE_URL,
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutablePath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
let failed = false;
try {
  const pages = await readerPages(stack.url);
  const results = await repeatRuns({
    title: `bench:lighthouse: Lighthouse mobile (simulated slow 4G, 4× CPU slowdown) on ${stack.url}; budget: performance ${BUDGET.performance}, accessibility ${BUDGET.accessibility}`,
    runs: RUNS,
    decimals: { CLS: 3 },
    measure: async () => {
      const rows: BenchRow[] = [];
      for (const [label, url] of Object.entries(pages)) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) {
          // A run Lighthouse could not finish (no paint in time on a busy machine) scores 0:
          // leave its figures out rather than count them, and say so.
          console.log(`  ${label}: Lighthouse failed this run (${runtimeError.code})`);
          rows.push({ labels: { page: label }, figures: {} });
          continue;
        }
        const failedA11y = Object.values(audits)
          .filter(
            (audit) =>
              audit.score === 0 &&
              categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
          )
          .map((audit) => audit.id);
        if (failedA11y.length)
          console.log(`  ${label}: failing accessibility audits: ${failedA11y.join(', ')}`);
        rows.push({
          labels: { page: label },
          figures: {
            performance: Math.round((categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
            'FCP ms': audits['first-contentful-paint']?.numericValue ?? null,
            'LCP ms': audits['largest-contentful-paint']?.numericValue ?? null,
            'TBT ms': audits['total-blocking-time']?.numericValue ?? null,
            CLS: audits['cumulative-layout-shift']?.numericValue ?? null,
          },
        });
      }
      return rows;
    },
  });
  // The budget holds when the median run of every page meets it.
  for (const label of Object.keys(pages)) {
    const scores = (name: 'performance' | 'accessibility') =>
      results
        .flatMap((run) => run.rows)
        .filter((row) => row.labels.page === label)
        .map((row) => row.figures[name])
        .filter((score): score is number => typeof score === 'number');
    const verdict =
      median(scores('performance')) >= BUDGET.performance &&
      median(scores('accessibility')) >= BUDGET.accessibility;
    if (!verdict) {
      failed = true;
      console.log(`${label}: UNDER BUDGET (median run)`);
    }
  }
} finally {
  chrome.kill();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
