import { defineMessages } from '../locale/defineMessages';
/** Word count and reading time: the editor's live count, article pages and cards. */
export const READING_TEXTS = /* @__PURE__ */ defineMessages('reading', {
  /** "M min read" beside an article's date and on cards. */
  minutes: (minutes: number) => `${minutes} min read`,
  /** The editor's live count under the body: "N words · M min read" ("0 words" when empty). */
  editorCount: (words: number, minutes: number) =>
    words === 0 ? '0 words' : `${words} ${words === 1 ? 'word' : 'words'} · ${minutes} min read`,
});

/**
 * Not in the spec: how long ago recent things happened. The counted forms ("5 minutes
 * ago") come from `Intl.RelativeTimeFormat` in the host's locale; only the first minute has a word.
 */
export const TIME_TEXTS = /* @__PURE__ */ defineMessages('time', {
  justNow: 'just now',
});

/**
 * What a reader's article page says of a published article that changed (docs/adr/0024): kept
 * apart from the author's texts, so a reader's first load carries only these few words.
 */
export const ARTICLE_STATE_TEXTS = /* @__PURE__ */ defineMessages('articleState', {
  /** Beside the publication time, when the text changed after it: "Updated 2 hours ago". */
  updated: 'Updated',
  /** The page of an article its author deleted (410). */
  removedTitle: 'Article removed',
  removedText: 'This article was removed by its author.',
});
