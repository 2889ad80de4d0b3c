// Proves that `npm run check:deps` fails on each kind of violation it is there to stop:
// a copy of the repository gets one of each, and the check must name every one.
// Run by `npm run check:deps` with Node's test runner.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', '.git', '.data', 'dist', 'test-results']);

/**
 * A copy of the repository's sources whose node_modules points at the installed packages,
 * except the workspace links, which point at the copy's own packages.
 */
function copyRepository() {
  const copy = mkdtempSync(path.join(tmpdir(), 'byline-check-deps-'));
  cpSync(repoDir, copy, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.basename(source)),
  });
  const modules = path.join(copy, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(repoDir, 'node_modules'))) {
    if (entry === '@byline') continue;
    symlinkSync(path.join(repoDir, 'node_modules', entry), path.join(modules, entry));
  }
  mkdirSync(path.join(modules, '@byline'));
  const { workspaces } = JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8'));
  for (const dir of workspaces) {
    const { name } = JSON.parse(readFileSync(path.join(copy, dir, 'package.json'), 'utf8'));
    symlinkSync(path.join(copy, dir), path.join(modules, name));
  }
  symlinkSync(
    path.join(repoDir, 'apps/server/node_modules'),
    path.join(copy, 'apps/server/node_modules'),
  );
  return copy;
}

const copy = copyRepository();
after(() => rmSync(copy, { recursive: true, force: true }));

const write = (file, text) => writeFileSync(path.join(copy, file), text);
const editManifest = (dir, change) => {
  const file = path.join(copy, dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest, null, 2));
};

test('check:deps fails on every kind of violation and names each', () => {
  // ui imports the web app.
  write(
    'packages/ui/src/importsWeb.ts',
    "export { routes } from '../../../apps/web/src/app/router';\n",
  );
  // api-client imports ui (a workspace package it does not declare either).
  write('packages/api-client/src/importsUi.ts', "export { Logo } from '@byline/ui';\n");
  // The server imports the client, not the contract.
  write(
    'apps/server/src/importsClient.ts',
    "export { createApiClient } from '@byline/api-client';\n",
  );
  // ui imports a value (not a type) from the contract outside the editor.
  write(
    'packages/ui/src/importsContractValue.ts',
    "export { ERROR_MESSAGES } from '@byline/api-client/contract';\n",
  );
  // ui imports a package it does not declare (the api-client declares swr, ui does not).
  write('packages/ui/src/importsSwr.ts', "export { default as useSWR } from 'swr';\n");
  // Two modules of the web app that import each other (a cycle of type-only imports counts too).
  write('apps/web/src/cycleA.ts', "export type { B } from './cycleB';\nexport type A = 'a';\n");
  write('apps/web/src/cycleB.ts', "export type { A } from './cycleA';\nexport type B = 'b';\n");
  // A server route that queries (a repository, drizzle), a repository that refuses (http) and a
  // service that reaches up into the routes.
  write(
    'apps/server/src/routes/queries.ts',
    "export { findUser } from '../users/userRepository';\nexport { sql } from 'drizzle-orm';\n",
  );
  write(
    'apps/server/src/users/refusingRepository.ts',
    "export { refuse } from '../http/errors';\n",
  );
  write(
    'apps/server/src/users/upwardService.ts',
    "export { registerUserRoutes } from '../routes/users';\n",
  );
  // A declared dependency nothing uses, and a "*" range.
  editManifest('packages/ui', (manifest) => {
    manifest.dependencies.zod = '^4.6.7';
    manifest.dependencies['@tabler/icons-react'] = '*';
  });

  const run = spawnSync(
    process.execPath,
    [path.join(copy, 'scripts/check-dependencies.mjs'), copy],
    {
      encoding: 'utf8',
    },
  );
  const report = run.stdout + run.stderr;

  assert.equal(run.status, 1, report);
  for (const expected of [
    /ui-not-to-apps: packages\/ui\/src\/importsWeb\.ts/,
    /api-client-not-up: packages\/api-client\/src\/importsUi\.ts/,
    /packages\/api-client\/src\/importsUi\.ts imports @byline\/ui, which packages\/api-client\/package\.json does not declare/,
    /server-only-contract: apps\/server\/src\/importsClient\.ts/,
    /ui-contract-types-only: packages\/ui\/src\/importsContractValue\.ts/,
    /not-declared: packages\/ui\/src\/importsSwr\.ts/,
    /no-circular: apps\/web\/src\/cycleA\.ts → apps\/web\/src\/cycleB\.ts/,
    /server-routes-through-services: apps\/server\/src\/routes\/queries\.ts → apps\/server\/src\/users\/userRepository\.ts/,
    /server-routes-through-services: apps\/server\/src\/routes\/queries\.ts → .*drizzle-orm/,
    /server-repositories-only-query: apps\/server\/src\/users\/refusingRepository\.ts/,
    /server-services-below-routes: apps\/server\/src\/users\/upwardService\.ts/,
    /packages\/ui\/package\.json: dependencies\.zod is declared but nothing uses it/,
    /packages\/ui\/package\.json: dependencies\.@tabler\/icons-react is "\*"/,
  ]) {
    assert.match(report, expected);
  }
});
