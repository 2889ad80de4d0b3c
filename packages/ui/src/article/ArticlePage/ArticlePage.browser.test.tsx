import { fixtures } from '@byline/api-client/mocks';
import { describe, expect, test } from 'vitest';
import {
  renderAt,
  SCREENSHOT_WIDTHS,
  screenshotRoot,
  withVisualMedia,
} from '../../layout/visualSupport';
import { SAMPLE_COMMENTS } from '../sampleComments';
import { ArticlePage } from './ArticlePage';

const found = fixtures.articles.find((item) => item.status === 'published' && item.image_url);
if (!found) throw new Error('No published fixture article with an image');
const article = { ...found, content: withVisualMedia(found.content) };

describe('article page', () => {
  for (const width of SCREENSHOT_WIDTHS) {
    test(`loaded at ${width}px`, async () => {
      await renderAt(
        <ArticlePage
          article={article}
          recommended={{ items: fixtures.mostWatched }}
          comments={SAMPLE_COMMENTS}
        />,
        width,
      );
      await expect.element(screenshotRoot()).toMatchScreenshot(`article-${width}`);
    });

    test(`loading at ${width}px`, async () => {
      await renderAt(<ArticlePage loading />, width);
      await expect.element(screenshotRoot()).toMatchScreenshot(`article-loading-${width}`);
    });
  }
});
