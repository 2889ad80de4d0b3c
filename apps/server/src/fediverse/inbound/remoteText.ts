import { COMMENT_TEXT_MAX } from '@byline/api-client/contract';
import { toPlainText } from '../../sanitize/text';

/**
 * A remote post's HTML as a comment's text (comments are plain text, docs/adr/0015): paragraphs
 * and line breaks kept as lines, every tag removed, entities decoded once; cut at the comment
 * limit (with an ellipsis) like no comment of the site can be longer. '' when nothing is left.
 */
export function remoteHtmlToCommentText(html: string): string {
  const lines = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p(\s[^>]*)?>/gi, '\n\n');
  const text = toPlainText(lines, { multiline: true });
  if (text.length <= COMMENT_TEXT_MAX) return text;
  return `${text.slice(0, COMMENT_TEXT_MAX - 1).trimEnd()}…`;
}

/** The first string of a possibly language-tagged ActivityPub text ('' for none). */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
