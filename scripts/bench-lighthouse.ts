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

/** The budget (docs/performance.md#budgets), per page, on the median run: scores 0–100, ms. */
const BUDGET = {
  scores: { performance: 95, accessibility: 100, SEO: 100, 'best practices': 100 },
  ceilings: { 'LCP ms': 1500, 'TBT ms': 150, CLS: 0.01 },
} as const;
const CATEGORY_OF = {
  performance: 'performance',
  accessibility: 'accessibility',
  SEO: 'seo',
  'best practices': 'best-practices',
} as const;
/**
 * Where the main thread's time goes (Lighthouse's mainthread-work-breakdown groups), printed so
 * that a long TBT says whether it is parsing, running scripts (hydration) or layout.
 */
const MAIN_THREAD_GROUPS = {
  'parse+compile ms': 'scriptParseCompile',
  'script ms': 'scriptEvaluation',
  'style+layout ms': 'styleLayout',
} as const;
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

/** A figure as the table prints it: CLS to three decimals, everything else whole. */
const roundFigure = (figure: number) =>
  figure < 1 ? Math.round(figure * 1000) / 1000 : Math.round(figure);

function describeBudget(): string {
  const floors = Object.entries(BUDGET.scores).map(([name, floor]) => `${name} ≥ ${floor}`);
  const ceilings = Object.entries(BUDGET.ceilings).map(([name, max]) => `${name} ≤ ${max}`);
  return [...floors, ...ceilings].join(', ');
}
try {
  const pages = await readerPages(stack.url);
  const results = await repeatRuns({
    title: `bench:lighthouse: Lighthouse mobile (simulated slow 4G, 4× CPU slowdown) on ${stack.url}; budget: ${describeBudget()}`,
    runs: RUNS,
    decimals: { CLS: 3 },
    measure: async () => {
      const rows: BenchRow[] = [];
      for (const [label, url] of Object.entries(pages)) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.values(CATEGORY_OF),
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
        const breakdown =
          (
            audits['mainthread-work-breakdown']?.details as
              | { items?: { group: string; duration: number }[] }
              | undefined
          )?.items ?? [];
        const groupMs = (group: string) =>
          breakdown
            .filter((item) => item.group === group)
            .reduce((sum, item) => sum + item.duration, 0);
        rows.push({
          labels: { page: label },
          figures: {
            ...Object.fromEntries(
              Object.entries(CATEGORY_OF).map(([name, id]) => [
                name,
                Math.round((categories[id]?.score ?? 0) * 100),
              ]),
            ),
            'FCP ms': audits['first-contentful-paint']?.numericValue ?? null,
            'LCP ms': audits['largest-contentful-paint']?.numericValue ?? null,
            'TBT ms': audits['total-blocking-time']?.numericValue ?? null,
            CLS: audits['cumulative-layout-shift']?.numericValue ?? null,
            ...Object.fromEntries(
              Object.entries(MAIN_THREAD_GROUPS).map(([name, group]) => [name, groupMs(group)]),
            ),
          },
        });
      }
      return rows;
    },
  });
  // The budget holds when the median run of every page meets it.
  for (const label of Object.keys(pages)) {
    const medianOf = (name: string) =>
      roundFigure(
        median(
          results
            .flatMap((run) => run.rows)
            .filter((row) => row.labels.page === label)
            .map((row) => row.figures[name])
            .filter((figure): figure is number => typeof figure === 'number'),
        ),
      );
    const misses = [
      ...Object.entries(BUDGET.scores)
        .filter(([name, floor]) => !(medianOf(name) >= floor))
        .map(([name, floor]) => `${name} ${medianOf(name)} < ${floor}`),
      ...Object.entries(BUDGET.ceilings)
        .filter(([name, ceiling]) => !(medianOf(name) <= ceiling))
        .map(([name, ceiling]) => `${name} ${medianOf(name)} > ${ceiling}`),
    ];
    if (misses.length > 0) {
      failed = true;
      console.log(`${label}: OVER BUDGET (median run): ${misses.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
