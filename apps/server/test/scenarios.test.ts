import type { AddressInfo } from 'node:net';
import { CATEGORIES, MOST_WATCHED_LIMIT, NEWS_LIST_PAGE_SIZE } from '@byline/api-client/contract';
import {
  createScenarioWorld,
  expectedScenarioAnswer,
  readScenarioAnswer,
  SCENARIOS,
  type ScenarioTarget,
  type ScenarioWorld,
  scenarioRequest,
} from '@byline/api-client/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier, type IdentityVerifier } from '../src/auth/identity';
import { createTestApp, TEST_UNIQUE_KEY, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { emulatorHost, projectId } from './helpers/emulator';

/**
 * The contract's scenario table against the real server over HTTP, on each database;
 * packages/api-client/src/mocks/scenarios.test.ts runs the same rows against the MSW handlers.
 */
describe.each(testBackends())('the scenario table against the server on $name', (backend) => {
  let t: TestApp;
  let identity: IdentityVerifier;
  let target: ScenarioTarget;
  let given: Pick<
    ScenarioWorld,
    'authorId' | 'otherAuthorId' | 'administratorId' | 'busyCategoryId'
  >;

  beforeAll(async () => {
    // The Auth emulator checks identity tokens (a deletion's confirmation), as in production.
    identity = createFirebaseVerifier({ projectId: projectId(), emulatorHost: emulatorHost() });
    // Every row's world posts two comments: far more than one user may post a minute.
    t = await createTestApp(backend, {
      identity,
      rateLimits: { writes: 10_000, comments: 100_000 },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const author = await t.createUser('Scenario Author');
    const other = await t.createUser('Scenario Other');
    const reader = await t.createUser('Scenario Reader', 'reader');
    const contributor = await t.createUser('Scenario Contributor', 'contributor');
    const editor = await t.createUser('Scenario Editor', 'editor');
    const administrator = await t.createUser('Scenario Administrator', 'administrator');
    target = {
      baseUrl: `http://127.0.0.1:${port}`,
      uniqueKey: TEST_UNIQUE_KEY,
      tokens: {
        author: author.token,
        otherAuthor: other.token,
        reader: reader.token,
        contributor: contributor.token,
        editor: editor.token,
        administrator: administrator.token,
      },
    };
    given = {
      authorId: author.userId,
      otherAuthorId: other.userId,
      administratorId: administrator.userId,
      busyCategoryId: CATEGORIES[0].id,
    };
    // More published articles than any list holds, all in the busy category.
    const published = Math.max(NEWS_LIST_PAGE_SIZE, MOST_WATCHED_LIMIT) + 1;
    for (let index = 0; index < published; index += 1) {
      await createScenarioWorld(fetch, target, given);
    }
  });
  afterAll(async () => {
    await t.close();
    await identity.close();
  });

  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const world = await createScenarioWorld(fetch, target, given);
      const response = await fetch(scenarioRequest(scenario, world, target));
      expect(await readScenarioAnswer(scenario, response, world)).toEqual(
        expectedScenarioAnswer(scenario, world),
      );
    },
  );
});
