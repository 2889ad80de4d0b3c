// Fails when a reader's first load of /, /news/:category or /article/:id ships more than the
// budget of gzipped JavaScript (shared/design/architecture.md), and prints the figures.
// Reads the Vite manifest of apps/web/dist: the entry, the route's own chunk if it is lazy, and
// every chunk they import statically (what the browser must fetch before the page can render).
// A route without a chunk of its own must be inside the entry's (its sourcemap says so).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The design's budget for a reader's first load on React and react-dom (ADR 0012).
const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
// The build keeps its source maps out of the served folder (apps/web/build/privateSourceMaps.ts).
const sourceMaps = path.join(root, 'apps/web/sourcemaps');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const READER_ROUTES = {
  '/': 'src/routes/HomeRoute/HomeRoute.tsx',
  '/news/:category': 'src/routes/CategoryRoute/CategoryRoute.tsx',
  '/article/:id': 'src/routes/ArticleRoute/ArticleRoute.tsx',
};

/**
 * Other server-rendered pages: their first load is printed too, but the design's budget is the
 * reader's three pages above (the author page's own chunk comes on top of the entry).
 */
const REPORTED_ROUTES = {
  '/profile/:userId': 'src/routes/AuthorProfileRoute/AuthorProfileRoute.tsx',
};

/**
 * Style sheets only the authoring pages render (the editor, sign-in forms, dialogs): a reader's
 * first-load CSS must not carry them (apps/web/build/mantineComponentStyles.ts). Each is found
 * by its first class name.
 */
const AUTHORING_SHEETS = {
  '@mantine/tiptap': 'node_modules/@mantine/tiptap/styles.layer.css',
  PasswordInput: 'node_modules/@mantine/core/styles/PasswordInput.layer.css',
  Modal: 'node_modules/@mantine/core/styles/Modal.layer.css',
  ColorPicker: 'node_modules/@mantine/core/styles/ColorPicker.layer.css',
};
const authoringClasses = Object.entries(AUTHORING_SHEETS).map(([name, file]) => {
  const firstClass = /\.(m_[0-9a-f]+)/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1];
  if (!firstClass) throw new Error(`No class name in ${file}`);
  return [name, firstClass];
});

// The app's entry, and the boot module a server-rendered page starts it with (apps/web/src/boot.ts).
const entryKey = 'index.html';
const bootKey = 'src/boot.ts';
if (!manifest[entryKey]?.isEntry || !manifest[bootKey]?.isEntry) {
  throw new Error(`The Vite manifest lacks the entries ${entryKey} and ${bootKey}`);
}

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Whether the entry's static closure bundles the module (per the chunks' sourcemaps). */
function entryBundles(moduleKey) {
  const modulePath = path.join(root, 'apps/web', moduleKey);
  return [...staticClosure([entryKey])].some((key) => {
    const file = path.join(dist, manifest[key].file);
    const map = JSON.parse(
      readFileSync(path.join(sourceMaps, `${manifest[key].file}.map`), 'utf8'),
    );
    return map.sources.some((source) => path.resolve(path.dirname(file), source) === modulePath);
  });
}

let failed = false;
for (const [route, routeKey] of Object.entries(READER_ROUTES)) {
  const lazy = Boolean(manifest[routeKey]);
  if (!lazy && !entryBundles(routeKey)) {
    console.error(`${route}: route module ${routeKey} is neither a chunk nor in the entry's`);
    failed = true;
    continue;
  }
  const files = [...staticClosure(lazy ? [bootKey, entryKey, routeKey] : [bootKey, entryKey])].map(
    (key) => manifest[key].file,
  );
  const totalKb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const verdict = totalKb <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
  console.log(
    `${route.padEnd(16)} ${totalKb.toFixed(1).padStart(6)} KB gzipped JS in ${files.length} files (budget ${BUDGET_KB} KB) ${verdict}`,
  );
  const heavy = files
    .map((file) => [file, gzipKb(file)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  for (const [file, kb] of heavy) console.log(`    ${kb.toFixed(1).padStart(6)} KB  ${file}`);
  if (totalKb > BUDGET_KB) failed = true;
  // Sign-in and editor code must stay out of a reader's first load: look for their fingerprints.
  const forbidden = files.filter((file) =>
    /@firebase\/auth|identitytoolkit|ProseMirror-|@tiptap/.test(
      readFileSync(path.join(dist, file), 'utf8'),
    ),
  );
  if (forbidden.length) {
    console.error(`    ships sign-in or editor code: ${forbidden.join(', ')}`);
    failed = true;
  }
  const sheets = [...staticClosure(lazy ? [entryKey, routeKey] : [entryKey])].flatMap(
    (key) => manifest[key].css ?? [],
  );
  const css = sheets.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  const cssKb = sheets.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `${''.padEnd(16)} ${cssKb.toFixed(1).padStart(6)} KB gzipped CSS in ${sheets.length} files (${(css.length / 1024).toFixed(0)} KB raw)`,
  );
  const authoringStyles = authoringClasses.filter(([, className]) => css.includes(className));
  if (authoringStyles.length) {
    console.error(
      `    ships authoring styles: ${authoringStyles.map(([name]) => name).join(', ')}`,
    );
    failed = true;
  }
}

for (const [route, routeKey] of Object.entries(REPORTED_ROUTES)) {
  if (!manifest[routeKey]) {
    console.error(`${route}: route module ${routeKey} is not a chunk of its own`);
    failed = true;
    continue;
  }
  const files = [...staticClosure([bootKey, entryKey, routeKey])].map((key) => manifest[key].file);
  const totalKb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `${route.padEnd(16)} ${totalKb.toFixed(1).padStart(6)} KB gzipped JS in ${files.length} files (reported; the budget is the reader's three pages)`,
  );
}

// The sign-in pages render their forms before Firebase arrives: the SDK is loaded on demand
// (apps/web/src/auth/loadSignInFlows.ts), never as a static import of a sign-in page's chunk.
const SIGN_IN_ROUTES = {
  '/login': 'src/routes/LoginRoute/LoginRoute.tsx',
  '/signup': 'src/routes/SignUpRoute/SignUpRoute.tsx',
  '/forgot-password': 'src/routes/ForgotPasswordRoute/ForgotPasswordRoute.tsx',
};
for (const [route, routeKey] of Object.entries(SIGN_IN_ROUTES)) {
  if (!manifest[routeKey]) {
    console.error(`${route}: route module ${routeKey} is not a chunk of its own`);
    failed = true;
    continue;
  }
  const files = [...staticClosure([entryKey, routeKey])].map((key) => manifest[key].file);
  const totalKb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const withFirebase = files.filter((file) =>
    /@firebase\/auth|identitytoolkit/.test(readFileSync(path.join(dist, file), 'utf8')),
  );
  console.log(
    `${route.padEnd(16)} ${totalKb.toFixed(1).padStart(6)} KB gzipped JS before the form renders${withFirebase.length ? '' : ' (Firebase loads after)'}`,
  );
  if (withFirebase.length) {
    console.error(`    the form waits for Firebase: ${withFirebase.join(', ')}`);
    failed = true;
  }
}

// Source maps stay private: none in the served folder, and no served file points at one.
const served = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
const publicMaps = served.filter((file) => file.endsWith('.map'));
const pointers = served.filter(
  (file) =>
    /\.(js|mjs|css)$/.test(file) &&
    /[#@] sourceMappingURL=/.test(readFileSync(path.join(dist, file), 'utf8')),
);
if (publicMaps.length || pointers.length) {
  console.error(`source maps in the served build: ${[...publicMaps, ...pointers].join(', ')}`);
  failed = true;
} else {
  console.log(`source maps: none among the ${served.length} served files`);
}
process.exit(failed ? 1 : 0);
