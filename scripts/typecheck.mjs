// `npm run typecheck`: every TypeScript project of the repository, two at a time (one tsc per
// core; each is single-threaded). Prints each project's errors and fails if any has one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Largest first, so the two lanes end together. */
export const PROJECTS = [
  'apps/web/tsconfig.json',
  'packages/ui/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/e2e/tsconfig.json',
  'packages/api-client/tsconfig.json',
  'apps/web/tsconfig.node.json',
  'tsconfig.json',
];
const LANES = 2;

function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const tsc = spawn(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    tsc.stdout.on('data', (chunk) => {
      output += chunk;
    });
    tsc.stderr.on('data', (chunk) => {
      output += chunk;
    });
    tsc.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`> tsc -p ${project} --noEmit: ${code === 0 ? 'ok' : 'errors'} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: LANES }, async () => {
    const passed = [];
    for (let project = queue.shift(); project; project = queue.shift()) {
      passed.push(await check(project));
    }
    return passed;
  }),
);
process.exitCode = results.flat().every(Boolean) ? 0 : 1;
