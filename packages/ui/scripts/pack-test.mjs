// Pack test for @byline/ui: proves another product can install the published package and use it.
// A node script (not a Vitest test), run with `npm run test:pack -w @byline/ui`:
//   1. builds packages/ui/dist (scripts/build.mjs) unless --no-build is given;
//   2. checks that dist/index.js (and the chunks it loads) imports no Tiptap, then `npm pack`s dist into a temporary directory;
//   3. creates a fresh project there and installs the tarball with its peers, offline from the
//      local npm cache (`npm install --prefer-offline`);
//   4. in that project, with plain Node: renders LoginForm, DraftsList and the ArticleEditor to
//      HTML (react-dom/server) from the built ESM, and resolves the CSS exports;
//   5. typechecks a consumer file against the published declarations (and checks that a wrong
//      prop is an error, so the types are real and not `any`);
//   6. lints the tarball with publint and @arethetypeswrong/cli (ESM-only profile);
//   7. builds the consumer with Vite, as a newsroom's app would: one client build per entry (a
//      helper alone, a card alone, a form alone, the whole kit, the editor, and Mantine alone to
//      compare), printing each one's gzipped size, and a server build that renders a page.
// Pass --keep to leave the temporary project for inspection. Exit code 0 means every step passed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(packageDir, '../..');
const distDir = path.join(packageDir, 'dist');
const args = new Set(process.argv.slice(2));
const keep = args.has('--keep');

/** The consumer's entries, plain ESM (no JSX, so Vite needs no plugin). */
const PROVIDERS = `import { MantineProvider } from '@mantine/core';
import { createElement as h } from 'react';
export const inMantine = (theme, child) => h(MantineProvider, { theme }, child);
`;
const VITE_ENTRIES = {
  providers: PROVIDERS,
  // React and Mantine's provider alone: what every entry below is measured against.
  mantine: `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { inMantine } from './providers.js';
createRoot(document.body).render(inMantine({}, h('p', null, 'Hello')));
`,
  helper: `import { formatDate } from '@byline/ui';
document.title = formatDate('2026-03-05T14:07:00.000Z');
`,
  card: `import { NewsCard } from '@byline/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { inMantine } from './providers.js';
const item = { id: 1, title: 'A headline', description: 'What happened', image_url: null,
  category_name: 'World', pub_date: '2026-03-05T14:07:00.000Z', date: '2026-03-05T14:07:00.000Z' };
createRoot(document.body).render(inMantine({}, h(NewsCard, { item, textMax: 120 })));
`,
  form: `import { LoginForm } from '@byline/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { inMantine } from './providers.js';
createRoot(document.body).render(inMantine({}, h(LoginForm)));
`,
  // Every export kept (as if the app used them all), rendered like the others.
  kit: `import * as kit from '@byline/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { inMantine } from './providers.js';
globalThis.kit = kit;
createRoot(document.body).render(inMantine({}, h(kit.LoginForm)));
`,
  editor: `import { ArticleEditor } from '@byline/ui/editor';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { inMantine } from './providers.js';
createRoot(document.body).render(inMantine({}, h(ArticleEditor, { categories: [{ id: 1, name: 'World' }] })));
`,
  server: `import { bylineTheme, CardRowSection, LinkProvider, LocaleProvider, LoginForm, NewsCard, SiteFooter, SiteHeader } from '@byline/ui';
import { mergeThemeOverrides } from '@mantine/core';
import { createElement as h, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { inMantine } from './providers.js';
const item = { id: 42, title: 'Harbour reopens after the storm', description: 'Boats are back',
  image_url: null, category_name: 'World', pub_date: '2026-03-05T14:07:00.000Z',
  date: '2026-03-05T14:07:00.000Z' };
export const html = renderToString(
  inMantine(bylineTheme, h(Fragment, null, h(SiteHeader, { signedIn: false }),
    h(NewsCard, { item, textMax: 120 }), h(LoginForm), h(SiteFooter))),
);
// Another newsroom: its theme (with a logo), its URLs, its navigation and social links.
const theme = mergeThemeOverrides(bylineTheme, {
  primaryColor: 'cyan', other: { logo: { src: '/herald.svg', alt: 'Harbour Herald' } },
});
const urls = { article: (id) => '/stories/' + id, category: (slug) => '/sections/' + slug };
const navigation = [{ label: 'Harbour', href: '/sections/harbour' }];
// Its own CMS's stories, with only the fields a card shows.
const stories = [
  { id: 7, title: 'Tide gauges record a forty-year high', date: '2026-03-16T09:00:00.000Z' },
  { id: 8, title: 'Ferry timetable changes for the spring', date: '2026-03-15T09:00:00.000Z',
    description: 'Two crossings more on Sundays.' },
];
// Its own words and locale: a translation of the texts it shows, French dates and "how long ago"
// counted from the moment the page is rendered.
const messages = {
  reader: { subscribe: 'Abonnez-vous', searchNews: 'Rechercher', openMenu: 'Ouvrir le menu' },
  reading: { minutes: (minutes) => minutes + ' min de lecture' },
};
const renderedAt = Date.parse('2026-03-16T12:00:00.000Z');
export const branded = renderToString(
  inMantine(theme, h(LocaleProvider, { locale: 'fr-FR', messages, now: renderedAt },
    h(LinkProvider, { urls }, h(Fragment, null,
    h(SiteHeader, { signedIn: false, navigation }),
    h(NewsCard, { item, textMax: 120 }),
    h(CardRowSection, { title: 'On the water', items: stories, from: 0, to: 1, titleMax: 70,
      textMax: 150, moreHref: urls.category('harbour') }),
    h(SiteFooter, { navigation: [{ label: 'Sections', links: navigation }],
      socialLinks: [{ label: 'Harbour Herald on Mastodon', href: 'https://mastodon.social/@herald' }] }))))),
);
`,
};
/** Builds each entry with Vite's API, prints gzipped sizes, and renders the server build. */
const VITE_CONSUMER = `import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const CLIENT_ENTRIES = ['mantine', 'helper', 'card', 'form', 'kit', 'editor'];
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizes = {};
for (const name of CLIENT_ENTRIES) {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: { outDir: 'dist/' + name, emptyOutDir: true, rolldownOptions: { input: 'entries/' + name + '.js' } },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((part) => part.output);
  sizes[name] = output
    .filter((file) => file.type === 'chunk')
    .reduce((total, file) => total + gzipSync(file.code).length, 0);
}
const overMantine = (name) => sizes[name] - sizes.mantine;
console.log('JavaScript per consumer entry, minified and gzipped (Vite ' + (await import('vite')).version + '):');
console.log('| entry | KB gzipped | KB over React and MantineProvider alone |');
console.log('| --- | ---: | ---: |');
for (const name of CLIENT_ENTRIES) {
  const over = name === 'mantine' ? '' : name === 'helper' ? '(needs neither)' : kb(overMantine(name));
  console.log('| ' + name + ' | ' + kb(sizes[name]) + ' | ' + over + ' |');
}
// Importing a little brings a little: a helper needs no React or Mantine at all, and a card or a
// form is a small part of the whole kit.
assert.ok(sizes.helper < 4 * 1024, 'formatDate alone should stay under 4 KB, is ' + kb(sizes.helper));
for (const name of ['card', 'form']) {
  assert.ok(overMantine(name) * 3 < overMantine('kit'), name + ' alone should be under a third of the kit over Mantine');
}

await build({
  configFile: false,
  logLevel: 'error',
  ssr: { noExternal: true },
  build: { ssr: 'entries/server.js', outDir: 'dist/server', emptyOutDir: true },
});
const { html } = await import('./dist/server/server.js');
for (const text of ['Harbour reopens after the storm', 'href="/article/42"', 'LOG IN', '<header', '<footer']) {
  assert.ok(html.includes(text), 'the server-rendered page should include ' + text);
}
const { branded } = await import('./dist/server/server.js');
for (const text of ['href="/stories/42"', 'alt="Harbour Herald"', 'href="/sections/harbour"',
  'Harbour Herald on Mastodon', 'On the water', 'Tide gauges record a forty-year high', 'href="/stories/8"',
  'Two crossings more on Sundays.', 'Abonnez-vous', 'Rechercher', 'il y a 3 heures', '5 mars 2026']) {
  assert.ok(branded.includes(text), 'the branded page should include ' + text);
}
assert.ok(!branded.includes('href="/news/'), "the branded page should have none of Byline's category links");
assert.ok(!branded.includes('>Subscribe<') && !branded.includes('March'), 'the branded page should be in its own words');
console.log('Server-rendered a page with the Vite build: ' + html.length + ' characters of HTML; and a branded one.');
`;

const step = (text) => console.log(`\n▶ ${text}`);
const run = (command, commandArgs, options = {}) =>
  execFileSync(command, commandArgs, { stdio: 'inherit', ...options });

if (!args.has('--no-build')) {
  step('Building @byline/ui');
  run(process.execPath, [path.join(packageDir, 'scripts/build.mjs')], { cwd: packageDir });
}

step('Checking that the main entry never loads Tiptap');
{
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*"([^"]+)"/g)) {
      if (/^@tiptap\/|^@mantine\/tiptap/.test(specifier)) {
        throw new Error(
          `${path.relative(distDir, file)} imports ${specifier}: readers would load Tiptap`,
        );
      }
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
    }
  };
  visit(path.join(distDir, 'index.js'));
  console.log(`dist/index.js and its ${seen.size - 1} chunk(s) import no Tiptap.`);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'byline-ui-pack-'));
try {
  step(`Packing dist into ${workDir}`);
  const packOutput = execFileSync(
    'npm',
    ['pack', distDir, '--pack-destination', workDir, '--json'],
    {
      encoding: 'utf8',
    },
  );
  const [packed] = JSON.parse(packOutput);
  const tarball = path.join(workDir, packed.filename);
  const packedFiles = packed.files.map((file) => file.path);
  for (const required of [
    'package.json',
    'index.js',
    'editor.js',
    'constants.js',
    'index.css',
    'editor.css',
    'types/ui/src/index.d.ts',
  ]) {
    if (!packedFiles.includes(required)) throw new Error(`The tarball lacks ${required}`);
  }
  if (packedFiles.some((file) => file.startsWith('src/') || file.includes('.stories.'))) {
    throw new Error('The tarball contains sources or stories');
  }
  if (packedFiles.some((file) => file.includes('/testing/') || file.includes('.mocks.'))) {
    throw new Error('The tarball contains the test kit or story support');
  }
  console.log(`${packed.filename}: ${packedFiles.length} files, ${packed.size} bytes`);

  step('Creating a fresh project and installing the tarball offline');
  const projectDir = path.join(workDir, 'consumer');
  const lock = JSON.parse(readFileSync(path.join(repoDir, 'package-lock.json'), 'utf8'));
  const installedVersion = (name) => {
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (!version) throw new Error(`${name} is not installed in the workspace`);
    return version;
  };
  const uiManifest = JSON.parse(readFileSync(path.join(distDir, 'package.json'), 'utf8'));
  // Every peer (the editor's optional ones too, so its entry can be rendered), at the versions
  // the workspace has, so the npm cache holds them.
  const peers = Object.fromEntries(
    Object.keys(uiManifest.peerDependencies).map((name) => [name, installedVersion(name)]),
  );
  execFileSync('mkdir', ['-p', projectDir]);
  writeFileSync(
    path.join(projectDir, 'package.json'),
    JSON.stringify(
      {
        name: 'byline-ui-consumer',
        private: true,
        type: 'module',
        dependencies: { '@byline/ui': `file:${tarball}`, ...peers },
        devDependencies: {
          '@types/react': installedVersion('@types/react'),
          '@types/react-dom': installedVersion('@types/react-dom'),
        },
      },
      null,
      2,
    ),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: projectDir,
  });

  step('Rendering components from the built ESM with plain Node');
  writeFileSync(
    path.join(projectDir, 'render.mjs'),
    `import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { MantineProvider } from '@mantine/core';
import {
  bylineCssVariablesResolver,
  bylineTheme,
  DraftsList,
  LinkProvider,
  LoginForm,
  MediaProvider,
} from '@byline/ui';
import { ArticleEditor } from '@byline/ui/editor';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const wrap = (child) =>
  h(
    MantineProvider,
    { theme: bylineTheme, cssVariablesResolver: bylineCssVariablesResolver },
    h(MediaProvider, { baseUrl: 'https://cdn.example/media' }, child),
  );

const login = renderToString(wrap(h(LoginForm)));
for (const text of ['Log In', 'LOG IN', 'Sign in with Google', 'Sign in with Apple', 'href="/signup"']) {
  assert.ok(login.includes(text), 'LoginForm HTML should include ' + text);
}

const draft = {
  id: 7, title: 'A draft', description: 'About it', image_url: 'drafts/7.png',
  created_at: '2026-03-05T14:07:00.000Z', keywords: [], creator: [], content: '<p>x</p>',
  video_url: null, category_name: 'World', status: 'draft', pending_update: false,
  scheduled_at: null, review_state: null, version: 1, updated_at: '2026-03-05T14:07:00.000Z',
};
const RouterLink = (props) => h('a', { ...props, 'data-router': 'yes' });
const drafts = renderToString(wrap(h(LinkProvider, { component: RouterLink }, h(DraftsList, { drafts: [draft] }))));
assert.ok(drafts.includes('A draft') && drafts.includes('https://cdn.example/media/drafts/7.png'));

const editor = renderToString(wrap(h(ArticleEditor, { categories: [{ id: 1, name: 'World' }] })));
assert.ok(editor.includes('Create Your Article in an Editor Below') && editor.includes('PUBLISH ARTICLE'));

const require = createRequire(import.meta.url);
for (const css of ['@byline/ui/styles.css', '@byline/ui/editor.css']) {
  assert.ok(require.resolve(css).endsWith('.css'), css + ' should resolve');
}
console.log('Rendered LoginForm (' + login.length + ' chars), DraftsList and ArticleEditor; CSS exports resolve.');
`,
  );
  run('node', ['render.mjs'], { cwd: projectDir });

  step('Typechecking a consumer against the published declarations');
  writeFileSync(
    path.join(projectDir, 'consumer.tsx'),
    `import {
  DraftCard,
  LinkProvider,
  LocaleProvider,
  LoginForm,
  type MessagesOverrides,
  type LoginValues,
  NewsCard,
  type NewsCardStory,
  ProfileView,
  SiteHeader,
  VALIDATION_MESSAGES,
} from '@byline/ui';
import { ArticleEditor, type ArticleEditorValues } from '@byline/ui/editor';
import type { ComponentProps } from 'react';

type Draft = ComponentProps<typeof DraftCard>['draft'];
const draft: Draft = {
  id: 1, title: 't', description: 'd', image_url: null, image_alt: '', created_at: '2026-01-01T00:00:00Z',
  keywords: ['a'], creator: [], content: '', video_url: null, category_name: 'World',
  status: 'draft', pending_update: false, scheduled_at: null, review_state: null, version: 1,
  updated_at: '2026-01-01T00:00:00Z',
};
const login = (values: LoginValues): Promise<void> => Promise.resolve(void values.email);
const save = (values: ArticleEditorValues, options: { asDraft: boolean }) => [values.keywords, options.asDraft];
const warning: 'Please enter email' = VALIDATION_MESSAGES.emailRequired;
// A newsroom's own words: any texts of any group, functions with the kit's arguments.
const words: MessagesOverrides = {
  reader: { commentsHeading: (count: number) => \`Commentaires (\${count})\` },
  time: { justNow: "à l'instant" },
};
// @ts-expect-error: the kit has no such text, so a typo is caught.
const typo: MessagesOverrides = { reader: { signin: 'Se connecter' } };
// @ts-expect-error: a count is a number, as in the kit's English.
const wrongArgument: MessagesOverrides = { reader: { commentsHeading: (count: string) => count } };
// Another CMS's story: a card takes only the fields it shows.
const story: NewsCardStory = { id: 7, title: 'Tide record', date: '2026-03-16T09:00:00Z' };

export const views = [
  <LoginForm key="login" onSubmit={login} />,
  <DraftCard key="card" draft={draft} onDelete={(d) => d.id} />,
  <ProfileView key="profile" loading />,
  <ArticleEditor key="editor" categories={[{ id: 1, name: 'World' }]} onSubmit={save} />,
  <NewsCard key="story" item={story} />,
  // @ts-expect-error: a draft is not a number; if the types were 'any' this line would fail.
  <DraftCard key="wrong" draft={42} />,
  // @ts-expect-error: a card needs at least an id, a title and a date.
  <NewsCard key="untitled" item={{ id: 8, date: '2026-03-16T09:00:00Z' }} />,
  <LocaleProvider key="words" locale="fr-FR" messages={words}>x</LocaleProvider>,
  <LinkProvider key="urls" urls={{ article: (id) => \`/stories/\${id + 1}\` }}>
    <SiteHeader signedIn={false} navigation={[{ label: 'Harbour', href: '/sections/harbour' }]}
      logo={{ src: '/herald.svg', alt: 'Harbour Herald' }} />
  </LinkProvider>,
  // @ts-expect-error: an article URL is built from a number, as ROUTES.article is.
  <LinkProvider key="wrong-urls" urls={{ article: (id: string) => id }}>x</LinkProvider>,
  warning,
  typo,
  wrongArgument,
];
`,
  );
  writeFileSync(
    path.join(projectDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  );
  run(path.join(repoDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: projectDir });
  console.log('The consumer typechecks.');

  step('Linting the tarball: publint and are-the-types-wrong');
  run(path.join(repoDir, 'node_modules/.bin/publint'), ['run', distDir, '--strict'], {
    cwd: repoDir,
  });
  // ESM only by design (no CommonJS build, no node10 `typesVersions`); the stylesheets have no
  // types to check.
  run(
    path.join(repoDir, 'node_modules/.bin/attw'),
    [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css', './editor.css'],
    { cwd: repoDir },
  );

  step('Building the consumer with Vite: a client build per entry, and a server render');
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--save-dev',
      `vite@${installedVersion('vite')}`,
    ],
    { cwd: projectDir },
  );
  writeFileSync(path.join(projectDir, 'vite-build.mjs'), VITE_CONSUMER);
  for (const [name, code] of Object.entries(VITE_ENTRIES)) {
    execFileSync('mkdir', ['-p', path.join(projectDir, 'entries')]);
    writeFileSync(path.join(projectDir, 'entries', `${name}.js`), code);
  }
  run('node', ['vite-build.mjs'], { cwd: projectDir });

  console.log(
    '\n✔ Pack test passed: @byline/ui installs from its tarball, renders, typechecks, lints clean and builds with Vite.',
  );
} finally {
  if (keep) console.log(`Kept ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
