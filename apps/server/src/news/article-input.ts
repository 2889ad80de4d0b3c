import { readingStats, type SaveArticleFields } from '@byline/api-client/contract';
import { sanitizeArticleHtml } from '../sanitize/html';
import { toPlainText, toPlainTextList } from '../sanitize/text';
import type { ArticleValues } from './repository';

/** Editor fields as stored: plain text where text is meant, sanitised HTML for the body. */
export function toArticleValues(fields: SaveArticleFields): ArticleValues {
  const content = sanitizeArticleHtml(fields.content);
  return {
    title: toPlainText(fields.title),
    description: toPlainText(fields.description, { multiline: true }),
    content,
    readingMinutes: readingStats(content).minutes,
    keywords: toPlainTextList(fields.keywords),
    creator: toPlainTextList(fields.creator),
    imageAlt: fields.image_alt === undefined ? undefined : toPlainText(fields.image_alt),
    videoUrl: fields.video_url === '' ? null : fields.video_url,
    categoryId: fields.category,
    // An autosave never publishes: the article stays (or becomes) a draft (docs/adr/0016).
    isDraft: fields.is_draft || fields.autosave,
  };
}
