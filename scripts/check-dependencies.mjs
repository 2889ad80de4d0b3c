// The import and dependency check of `npm test` (`npm run check:deps`; ADR 0008).
//   1. dependency-cruiser cruises every package with .dependency-cruiser.cjs: the layer rules
//      (ui never imports web or server, the server takes only the contract, ...), no import
//      cycle anywhere, no package imported without being declared, no devDependency in shipped
//      code.
//   2. From the same cruise, per package.json: a workspace package (@byline/...) imported is
//      declared; every declared package is used (imported, run by a script through its binary,
//      or listed in ALLOWED_WITHOUT_IMPORT with the reason); no version range is "*".
// `node scripts/check-dependencies.mjs [dir]` checks another copy of the repository (the test
// of this check copies the repository, adds a violation and expects a failure).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const repoDir = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
process.chdir(repoDir);

/** What is cruised: every package and the root's tooling. */
const CRUISED = [
  'packages',
  'apps',
  'scripts',
  '.storybook',
  'vitest.config.ts',
  'vitest.setup.ts',
];

/**
 * Declared packages that nothing imports and no script runs by name, and why they are declared.
 * An entry that becomes imported, or is no longer declared, fails the check (keeps this short).
 */
const ALLOWED_WITHOUT_IMPORT = {
  '.': {
    '@storybook/addon-a11y': 'named in .storybook/main.ts (addons): axe runs in every story',
  },
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];

const rootManifest = readJson('package.json');
/** Every package.json of the repository, by its folder ('.' for the root). */
const manifests = new Map(
  ['.', ...rootManifest.workspaces].map((dir) => [dir, readJson(path.join(dir, 'package.json'))]),
);
const workspaceNames = new Set(rootManifest.workspaces.map((dir) => manifests.get(dir).name));

/** The package.json folder a file belongs to. */
const ownerOf = (file) => rootManifest.workspaces.find((dir) => file.startsWith(`${dir}/`)) ?? '.';

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative paths → null. */
const packageNameOf = (specifier) => {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.replace(/^node:/, '').split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const declaredIn = (manifest) =>
  new Map(
    DEPENDENCY_FIELDS.flatMap((field) =>
      Object.entries(manifest[field] ?? {}).map(([name, range]) => [name, { field, range }]),
    ),
  );

const problems = [];

// 1. dependency-cruiser's rules.
const cruiseOptions = await extractDepcruiseOptions(path.join(repoDir, '.dependency-cruiser.cjs'));
const { output: result } = await cruise(
  CRUISED.filter((entry) => existsSync(entry)),
  cruiseOptions,
  {},
  { tsConfig: extractTSConfig(path.join(repoDir, 'tsconfig.base.json')) },
);
if (result.summary.error > 0) {
  const { output } = await format(result, { outputType: 'err-long' });
  problems.push(output.trim());
}

// 2. Per package.json: which packages each one's files import.
/** Packages imported by each package.json's files; the root's tooling is shared by all. */
const imported = new Map([...manifests.keys()].map((dir) => [dir, new Set()]));
let usesNodeBuiltins = false;
for (const module of result.modules) {
  if (module.source.startsWith('node_modules/') || module.coreModule) continue;
  const owner = ownerOf(module.source);
  for (const dependency of module.dependencies) {
    if (dependency.coreModule) {
      usesNodeBuiltins = true;
      continue;
    }
    const name = packageNameOf(dependency.module);
    if (!name) continue;
    imported.get(owner).add(name);
    imported.get('.').add(name);
    if (workspaceNames.has(name) && owner !== '.' && !declaredIn(manifests.get(owner)).has(name)) {
      problems.push(
        `${module.source} imports ${dependency.module}, which ${owner}/package.json does not declare`,
      );
    }
  }
}

/** The package.json of an installed package (a workspace's own node_modules first). */
const installedManifest = (dir, name) => {
  const workspace = [...manifests.values()].find((manifest) => manifest.name === name);
  if (workspace) return workspace;
  const file = [dir, '.']
    .map((base) => path.join(base, 'node_modules', name, 'package.json'))
    .find((candidate) => existsSync(candidate));
  return file ? readJson(file) : {};
};

/** What runs commands: npm scripts, and the files of the repository's scripts folders. */
const commandText = [
  ...[...manifests.values()].flatMap((manifest) => Object.values(manifest.scripts ?? {})),
  ...['scripts', 'apps/server/scripts', 'packages/ui/scripts']
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(path.join(dir, entry.name), 'utf8')),
    ),
].join('\n');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether a script runs one of the package's binaries (`biome check`, `bin('firebase')`). */
const runsABinary = (dir, name) => {
  const { bin } = installedManifest(dir, name);
  const bins = typeof bin === 'string' ? [name.replace(/^@.*\//, '')] : Object.keys(bin ?? {});
  return bins.some((command) =>
    new RegExp(`(^|[\\s/'"(])${escapeRegExp(command)}($|[\\s'")])`, 'm').test(commandText),
  );
};

/** `@types/x` is used with `x`; `@types/node` with Node's built-in modules. */
const typesAreUsed = (name, used) => {
  const typed = name.slice('@types/'.length);
  if (typed === 'node') return usesNodeBuiltins;
  return used.has(typed.includes('__') ? `@${typed.replace('__', '/')}` : typed);
};

for (const [dir, manifest] of manifests) {
  const where = dir === '.' ? 'package.json' : `${dir}/package.json`;
  const allowed = ALLOWED_WITHOUT_IMPORT[dir] ?? {};
  const declared = declaredIn(manifest);
  const used = new Set(
    [...declared.keys()].filter(
      (name) =>
        imported.get(dir).has(name) ||
        runsABinary(dir, name) ||
        (name.startsWith('@types/') && typesAreUsed(name, imported.get(dir))),
    ),
  );
  // A package used here needs its peers declared here too (ui's Mantine and Tiptap in the
  // web app, react-dom beside Mantine): they count as used.
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of [...used]) {
      for (const peer of Object.keys(installedManifest(dir, name).peerDependencies ?? {})) {
        if (declared.has(peer) && !used.has(peer)) {
          used.add(peer);
          grew = true;
        }
      }
    }
  }
  for (const [name, { field, range }] of declared) {
    if (/^(\*|x|latest|)$/i.test(range.trim())) {
      problems.push(`${where}: ${field}.${name} is "${range}"; pin it to the installed version`);
    }
    if (name in allowed) {
      if (used.has(name))
        problems.push(`${where}: ${name} is used now; drop it from ALLOWED_WITHOUT_IMPORT`);
    } else if (!used.has(name)) {
      problems.push(`${where}: ${field}.${name} is declared but nothing uses it`);
    }
  }
  for (const name of Object.keys(allowed)) {
    if (!declared.has(name)) {
      problems.push(`${where}: ${name} is in ALLOWED_WITHOUT_IMPORT but not declared`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n✘ check:deps found ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `✔ check:deps: ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports; layers, declarations and ranges in order`,
);
