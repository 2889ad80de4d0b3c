import { fixtures } from '@byline/api-client/mocks';
import { SimpleGrid } from '@mantine/core';
import { beforeEach, expect, test } from 'vitest';
import { fixtureAt } from '../../testing/layout.mocks';
import { renderAt } from '../../testing/visual';
import { NewsCard } from './NewsCard';
import { PhoneRowsContext } from './phoneRows';

// Real browser, real `srcset` choice: which copy of a stored picture does each card download?
// (The copies are not served here: the request is what counts, then the fallback shows.)
const item = fixtureAt(fixtures.newsItems, 0);
const stored = (letter: string) => `articles/${letter.repeat(32)}.webp`;

/** The media file each picture's request asked for, by the picture's hash letter. */
function requestedFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of performance.getEntriesByType('resource')) {
    const file = /articles\/(([a-f])\2{31}[^/?]*\.webp)/.exec(entry.name);
    if (file?.[1] && file[2]) files[file[2]] = file[1];
  }
  return files;
}

beforeEach(() => {
  performance.clearResourceTimings();
});

test('on a phone, a home page row downloads a thumbnail-sized copy and the lead a screen-wide one', async () => {
  await renderAt(
    <PhoneRowsContext value>
      <SimpleGrid cols={1}>
        <NewsCard item={{ ...item, id: 1, image_url: stored('a') }} lead priority />
        <NewsCard item={{ ...item, id: 2, image_url: stored('b') }} />
      </SimpleGrid>
    </PhoneRowsContext>,
    390,
  );
  await expect.poll(() => Object.keys(requestedFiles()).length).toBe(2);
  const files = requestedFiles();
  // 64 CSS pixels: the 160-pixel copy, not the 1,200-pixel picture.
  expect(files.b).toBe(`${'b'.repeat(32)}-w160.webp`);
  // The lead fills the screen (358 pixels): the 640-pixel copy.
  expect(files.a).toBe(`${'a'.repeat(32)}-w640.webp`);
});

test('on a desktop, a list card asks for a small copy and a sidebar thumbnail for the smallest', async () => {
  await renderAt(
    <SimpleGrid cols={2}>
      <NewsCard item={{ ...item, id: 3, image_url: stored('c') }} variant="horizontal" />
      <NewsCard item={{ ...item, id: 4, image_url: stored('d') }} variant="compact" />
    </SimpleGrid>,
    1280,
  );
  await expect.poll(() => Object.keys(requestedFiles()).length).toBe(2);
  const files = requestedFiles();
  expect(files.c).toBe(`${'c'.repeat(32)}-w320.webp`);
  expect(files.d).toBe(`${'d'.repeat(32)}-w160.webp`);
});

test('a picture from elsewhere (no copies) loads as it is', async () => {
  await renderAt(<NewsCard item={{ ...item, id: 5, image_url: item.image_url }} />, 390);
  const image = document.querySelector('img');
  expect(image?.getAttribute('srcset')).toBeNull();
  expect(image?.getAttribute('src')).toContain(item.image_url ?? 'no image');
});
