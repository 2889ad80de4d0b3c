// Builds the publishable @byline/ui into packages/ui/dist (run: npm run build -w @byline/ui):
//   1. vite (library mode, vite.config.ts): dist/index.js, dist/editor.js, dist/index.css,
//      dist/editor.css;
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

rmSync(distDir, { recursive: true, force: true });
run(bin('vite'), ['build', '--config', 'vite.config.ts', '--logLevel', 'warn']);
run(bin('tsc'), ['-p', 'tsconfig.build.json']);

// Our declarations import the contract by its workspace name; point them at the emitted copy.
const contractEntry = path.join(typesDir, 'api-client/src/contract/index.js');
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
for (const file of walk(path.join(typesDir, 'ui'))) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  if (!text.includes('@byline/api-client/contract')) continue;
  let relative = path.relative(path.dirname(file), contractEntry).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  writeFileSync(file, text.replaceAll(/(['"])@byline\/api-client\/contract\1/g, `'${relative}'`));
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
