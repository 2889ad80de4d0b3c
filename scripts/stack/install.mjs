// Whether the packages need installing: never installed, or the lockfile changed since.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockfileHash = (root) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');

const stampFile = (root) => path.join(root, 'node_modules', '.byline-installed-lockfile');

/**
 * `missing` (no node_modules), `changed` (the lockfile's content differs from the one installed)
 * or `current`. An install the run command did not make (plain `npm ci`) has no stamp: then the
 * lockfile counts as changed only when it is newer than npm's record of the install.
 */
export function installState(root) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return 'missing';
  const stamp = stampFile(root);
  if (existsSync(stamp))
    return readFileSync(stamp, 'utf8') === lockfileHash(root) ? 'current' : 'changed';
  const newer =
    statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
  if (newer) return 'changed';
  markInstalled(root);
  return 'current';
}

export function markInstalled(root) {
  writeFileSync(stampFile(root), lockfileHash(root));
}
