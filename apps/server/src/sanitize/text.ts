import sanitizeHtml from 'sanitize-html';

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

const STRIP_ALL: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** sanitize-html escapes text for HTML; plain text wants the characters themselves back. */
function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

const MAX_PASSES = 5;

/**
 * Plain-text fields (titles, descriptions, keywords, names, bios): markup is removed, text
 * kept. Repeated until stable so entity-encoded markup (`&lt;script&gt;`) is removed as well.
 * Single-line fields have all whitespace collapsed; multi-line ones keep their line breaks.
 */
export function toPlainText(value: string, options: { multiline?: boolean } = {}): string {
  let text = value;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = decodeBasicEntities(sanitizeHtml(text, STRIP_ALL));
    if (next === text) break;
    text = next;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped
  text = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
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

/** A list of plain-text items (keywords, creators): stripped, empties dropped. */
export function toPlainTextList(values: readonly string[]): string[] {
  return values.map((value) => toPlainText(value)).filter((value) => value !== '');
}
