// Builds the publishable @byline/ui into packages/ui/dist (run: npm run build -w @byline/ui):
//   1. vite (library mode, vite.config.ts): dist/index.js, dist/editor.js and one file per module
//      beside them; their style sheets joined into dist/index.css and dist/editor.css;
//   2. tsc (tsconfig.build.json): declarations in dist/types, the contract's types included;
//   3. dist/package.json: the published manifest (built exports map, peer dependencies).
// The workspace keeps importing src/ through packages/ui/package.json; only dist/ is packed and
// published (`npm pack ./packages/ui/dist`, `npm publish ./packages/ui/dist`).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(packageDir, '../..');
const distDir = path.join(packageDir, 'dist');
const typesDir = path.join(distDir, 'types');
const bin = (name) => path.join(repoDir, 'node_modules/.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: packageDir, stdio: 'inherit' });

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

rmSync(distDir, { recursive: true, force: true });
run(bin('vite'), ['build', '--config', 'vite.config.ts', '--logLevel', 'warn']);
run(bin('tsc'), ['-p', 'tsconfig.build.json']);

// The library keeps one JavaScript file per module (vite.config.ts), and Vite leaves each CSS
// module's compiled sheet beside it. Hosts load two sheets: index.css (every component) and
// editor.css (the editor and Tiptap's own), so a reader's page never loads the editor's styles.
{
  const sheets = walk(distDir)
    .filter((file) => file.endsWith('.css'))
    .sort();
  const isEditorSheet = (file) =>
    file.startsWith(path.join(distDir, 'editor') + path.sep) ||
    file.includes(`${path.sep}@mantine${path.sep}tiptap${path.sep}`);
  const join = (files) => files.map((file) => readFileSync(file, 'utf8')).join('\n');
  writeFileSync(path.join(distDir, 'editor.css'), join(sheets.filter(isEditorSheet)));
  writeFileSync(
    path.join(distDir, 'index.css'),
    join(sheets.filter((file) => !isEditorSheet(file))),
  );
  for (const sheet of sheets) rmSync(sheet);
  // Tiptap's sheet came from node_modules, which npm never packs; only empty folders are left.
  rmSync(path.join(distDir, 'node_modules'), { recursive: true, force: true });
}

// Our declarations import the contract by its workspace name; point them at the emitted copy.
const contractEntry = path.join(typesDir, 'api-client/src/contract/index.js');
for (const file of walk(path.join(typesDir, 'ui'))) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  if (!text.includes('@byline/api-client/contract')) continue;
  let relative = path.relative(path.dirname(file), contractEntry).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  writeFileSync(file, text.replaceAll(/(['"])@byline\/api-client\/contract\1/g, `'${relative}'`));
}

// The sources import extensionless paths (bundler resolution); Node's ESM resolution (node16,
// nodenext) needs them fully specified. Point every relative import of the declarations at its
// file: `./cards` becomes `./cards/index.js`, `./format` `./format.js`.
const fullySpecified = (file, specifier) => {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts')))
    return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(distDir, file)}: cannot resolve ${specifier}`);
};
for (const file of walk(typesDir)) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const rewritten = text
    // An image import is a URL string at run time (Vite); a stylesheet import has no types.
    .replaceAll(
      /^import (\w+) from '\.[^']*\.(svg|png|jpe?g|webp)';$/gm,
      'declare const $1: string;',
    )
    .replaceAll(/^import '[^']*\.css';\n/gm, '')
    .replaceAll(
      /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g,
      (_match, lead, quote, specifier) =>
        `${lead}${quote}${fullySpecified(file, specifier)}${quote}`,
    );
  if (rewritten !== text) writeFileSync(file, rewritten);
}

const source = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const apiClient = JSON.parse(
  readFileSync(path.join(repoDir, 'packages/api-client/package.json'), 'utf8'),
);
/** The workspace's own packages (@byline/...) are not on the registry. */
const withoutWorkspacePackages = (dependencies) =>
  Object.fromEntries(Object.entries(dependencies).filter(([name]) => !name.startsWith('@byline/')));
const entryTypes = (entry) => `./types/ui/src/${entry}.d.ts`;
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  type: 'module',
  sideEffects: ['*.css'],
  exports: {
    '.': { types: entryTypes('index'), import: './index.js' },
    './editor': { types: entryTypes('editor/index'), import: './editor.js' },
    './constants': { types: entryTypes('constants/index'), import: './constants.js' },
    './styles.css': './index.css',
    './editor.css': './editor.css',
    './package.json': './package.json',
  },
  types: entryTypes('index'),
  // zod: only the contract's declarations use it (types such as Draft are zod inferences).
  dependencies: { ...source.dependencies, zod: apiClient.dependencies.zod },
  // @byline/api-client is not published: its contract's declarations are emitted beside ours.
  peerDependencies: withoutWorkspacePackages(source.peerDependencies),
  peerDependenciesMeta: source.peerDependenciesMeta,
};
writeFileSync(path.join(distDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const readme = path.join(repoDir, 'docs/ui.md');
if (existsSync(readme)) copyFileSync(readme, path.join(distDir, 'README.md'));
console.log(`Built ${manifest.name}@${manifest.version} into ${path.relative(repoDir, distDir)}`);
