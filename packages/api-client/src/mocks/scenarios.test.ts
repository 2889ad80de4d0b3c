// @vitest-environment node
// Node: multipart bodies need Node's own FormData (see handlers.test.ts).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWS_LIST_PAGE_SIZE } from '../contract';
import {
  createScenarioWorld,
  expectedScenarioAnswer,
  readScenarioAnswer,
  SCENARIOS,
  type ScenarioTarget,
  scenarioRequest,
} from '../testing';
import {
  MOCK_ADMIN_ID,
  MOCK_ADMIN_TOKEN,
  MOCK_CONTRIBUTOR_TOKEN,
  MOCK_EDITOR_TOKEN,
  MOCK_NOW,
  MOCK_READER_TOKEN,
  MOCK_SECOND_AUTHOR_ID,
  MOCK_SECOND_AUTHOR_TOKEN,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  MOCK_USER_ID,
} from './constants';
import { createMockApi, type MockApi } from './handlers';

/**
 * The contract's scenario table against the MSW handlers; apps/server/test/scenarios.test.ts runs
 * the same rows against the real server, so a story cannot show behaviour the product lacks.
 */
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // The rows write publication times from this clock ("in two hours", "an hour ago"); the mock
  // backend's clock starts at MOCK_NOW, so both must tell the same time (only Date is faked).
  vi.setSystemTime(MOCK_NOW);
});
afterAll(() => {
  vi.useRealTimers();
  server.close();
});

const target: ScenarioTarget = {
  baseUrl: 'https://anywhere.example',
  uniqueKey: MOCK_UNIQUE_KEY,
  tokens: {
    author: MOCK_TOKEN,
    otherAuthor: MOCK_SECOND_AUTHOR_TOKEN,
    reader: MOCK_READER_TOKEN,
    contributor: MOCK_CONTRIBUTOR_TOKEN,
    editor: MOCK_EDITOR_TOKEN,
    administrator: MOCK_ADMIN_TOKEN,
  },
};

/** The category with the most published fixture articles. */
function busiestCategory(api: MockApi): number {
  const counts = new Map<number, number>();
  for (const record of api.db.published()) {
    counts.set(record.category_id, (counts.get(record.category_id) ?? 0) + 1);
  }
  const [id, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  // The list-length rows need more articles than a page holds.
  expect(count).toBeGreaterThan(NEWS_LIST_PAGE_SIZE);
  return id;
}

describe('the scenario table against the mocks', () => {
  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      // A fresh backend per row: no row sees another's writes.
      const api = createMockApi({ uniqueKey: MOCK_UNIQUE_KEY });
      server.resetHandlers(...api.handlers);
      const world = await createScenarioWorld(fetch, target, {
        authorId: MOCK_USER_ID,
        otherAuthorId: MOCK_SECOND_AUTHOR_ID,
        administratorId: MOCK_ADMIN_ID,
        busyCategoryId: busiestCategory(api),
      });
      const response = await fetch(scenarioRequest(scenario, world, target));
      expect(await readScenarioAnswer(scenario, response, world)).toEqual(
        expectedScenarioAnswer(scenario, world),
      );
    },
  );
});
