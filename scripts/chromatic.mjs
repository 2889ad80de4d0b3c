// Publishes Storybook to Chromatic for visual review, when a project token is configured.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
      'Create a project at chromatic.com, then run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
  );
  process.exit(1);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
