import { defineMessages } from '../locale/defineMessages';

/**
 * Not in the spec: an article's tags and share buttons, and the tag pages. A module of its own:
 * the article page loads these words with the share bar's code, after it has painted.
 */
export const SHARING_TEXTS = /* @__PURE__ */ defineMessages('sharing', {
  tagsHeading: 'Tags',
  /** A tag's label and a tag page's heading: "#Climate Change". */
  tag: (name: string) => `#${name}`,
  shareHeading: 'Share this article',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied. Copy it from the address bar instead.',
  /** The browser's own share sheet (only where the browser has one). */
  shareSheet: 'Share…',
  email: 'Email',
  /** What a network's link says to screen readers: "Share on Bluesky". */
  shareOn: (network: string) => `Share on ${network}`,
  /** Heard after a link that opens a new tab. */
  newTab: ' (opens in a new tab)',
});

/** Not in the spec: the tag page's texts (its own chunk, like the page). */
export const TAG_PAGE_TEXTS = /* @__PURE__ */ defineMessages('tagPage', {
  description: (name: string) => `The latest articles tagged ${name} on Byline.`,
  notFoundTitle: 'Tag not found',
  notFoundText: 'No published article has this tag. It may have been removed from its articles.',
});
