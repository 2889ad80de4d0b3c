import { decodeHTMLStrict } from 'entities/decode';
import { Parser } from 'htmlparser2';

/** Tags whose content is dropped with them, never shown as text (plain text and article HTML). */
export const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'svg',
  'math',
  'template',
];
const HIDDEN = new Set(NON_TEXT_TAGS);

/**
 * The text of `html` with its tags (and the content of non-text tags) removed. Entities are left
 * exactly as they are: this never decodes.
 */
function stripTags(html: string): string {
  let text = '';
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (HIDDEN.has(name)) hiddenDepth++;
      },
      onclosetag: (name) => {
        if (HIDDEN.has(name) && hiddenDepth > 0) hiddenDepth--;
      },
      ontext: (piece) => {
        if (hiddenDepth === 0) text += piece;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return text;
}

type TextOptions = { multiline?: boolean };

/**
 * Text as a plain-text field keeps it, from text already decoded: control characters dropped,
 * every tag removed (repeatedly, because removing one can join the text around it into another,
 * `<<b>img src=x onerror=y>`), whitespace collapsed; multi-line fields keep their line breaks.
 * Never decodes, so stored text may go through it any number of times.
 */
export function cleanText(value: string, options: TextOptions = {}): string {
  // Control characters go first: removed later they could join `<` and a tag name.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped
  let text = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  for (let stripped = stripTags(text); stripped !== text; stripped = stripTags(text)) {
    text = stripped;
  }
  if (options.multiline) {
    return text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** A list of plain-text items (keywords, creators) from decoded text: cleaned, empties dropped. */
export function cleanTextList(values: readonly string[]): string[] {
  return values.map((value) => cleanText(value)).filter((value) => value !== '');
}

/**
 * Plain-text fields (titles, descriptions, keywords, names, bios) store the text typed. Entities
 * are decoded once, strictly (`&amp;` from a client that encoded its form; `&not` without a
 * semicolon stays as typed), then the text is cleaned (`cleanText`); whatever entities remain
 * are text and stay as they are, so `&amp;lt;img&amp;gt;` can never turn into a tag however
 * often it was encoded.
 */
export function toPlainText(value: string, options: TextOptions = {}): string {
  return cleanText(decodeHTMLStrict(value), options);
}

/** A list of plain-text items as typed: decoded once and cleaned, empties dropped. */
export function toPlainTextList(values: readonly string[]): string[] {
  return cleanTextList(values.map((value) => decodeHTMLStrict(value)));
}
