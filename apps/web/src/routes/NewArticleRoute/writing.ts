import { CATEGORIES, type Draft, findCategoryByName, type Revision } from '@byline/api-client';
import type { ArticleEditorSnapshot } from '@byline/ui/editor';
import {
  type DeviceCopy,
  draftWritingKey,
  newWritingKey,
  type StoredSnapshot,
} from './autosave/deviceCopy';
import type { WritingSession } from './autosave/useAutosave';

/** What the Create Article tab is writing: a new article, a draft, or text brought back. */
export interface Writing {
  /** A new one remounts the editor. */
  mountKey: string;
  /** The draft being edited (edit mode), if any. */
  draft: Draft | null;
  /** Text to start from instead of the draft's (a device copy, a revision). */
  initialValues: ArticleEditorSnapshot | null;
  session: WritingSession;
  /** A device copy to offer back. */
  offer: DeviceCopy | null;
  /** Began as a new article: a manual save says "saved as draft", not "updated". */
  startedNew: boolean;
}

const EMPTY_TEXT: StoredSnapshot = {
  title: '',
  keywords: [],
  creator: [],
  description: '',
  content: '',
  video_url: '',
  category: null,
  image_alt: '',
};

export function draftText(draft: Draft): StoredSnapshot {
  return {
    title: draft.title,
    keywords: draft.keywords,
    creator: draft.creator,
    description: draft.description,
    content: draft.content,
    video_url: draft.video_url ?? '',
    category: findCategoryByName(CATEGORIES, draft.category_name)?.id ?? null,
    image_alt: draft.image_alt,
  };
}

/**
 * A revision's text, with the cover description of the article now: revisions keep the text,
 * not the cover, and restoring one leaves the cover and its description.
 */
export const revisionText = (revision: Revision, imageAlt: string): StoredSnapshot => ({
  title: revision.title,
  keywords: revision.keywords,
  creator: revision.creator,
  description: revision.description,
  content: revision.content,
  video_url: revision.video_url ?? '',
  category: revision.category_id,
  image_alt: imageAlt,
});

export const asSnapshot = (text: StoredSnapshot): ArticleEditorSnapshot => ({
  ...text,
  image: null,
});

let mounts = 0;
const nextMountKey = () => `writing-${++mounts}`;

/** A new, empty article (optionally offering a device copy back). */
export function newWriting(offer: DeviceCopy | null = null): Writing {
  return {
    mountKey: nextMountKey(),
    draft: null,
    initialValues: null,
    session: {
      key: newWritingKey(),
      newsId: null,
      baseVersion: null,
      saved: EMPTY_TEXT,
      autosave: true,
    },
    offer,
    startedNew: true,
  };
}

/** A draft (or scheduled article) opened from My Drafts, with `text` in place of its own. */
export function draftWriting(
  draft: Draft,
  options: { text?: StoredSnapshot; offer?: DeviceCopy | null } = {},
): Writing {
  return {
    mountKey: nextMountKey(),
    draft,
    initialValues: options.text ? asSnapshot(options.text) : null,
    session: {
      key: draftWritingKey(draft.id),
      newsId: draft.id,
      baseVersion: draft.version,
      saved: draftText(draft),
      autosave: draft.status !== 'scheduled',
    },
    offer: options.offer ?? null,
    startedNew: false,
  };
}

/**
 * A device copy brought back: onto its draft when the server still has it, else as a new article.
 * A copy of a draft the server no longer has as a draft (deleted, or published meanwhile) gets a
 * new key: under its old one, a save would change that article.
 */
export function restoredWriting(copy: DeviceCopy, draft: Draft | null): Writing {
  if (draft) {
    return {
      ...draftWriting(draft, { text: copy.snapshot }),
      session: {
        key: copy.key,
        newsId: draft.id,
        baseVersion: copy.baseVersion ?? draft.version,
        saved: draftText(draft),
        autosave: draft.status !== 'scheduled',
      },
    };
  }
  return {
    ...newWriting(),
    initialValues: asSnapshot(copy.snapshot),
    session: {
      // The same key for a copy never saved: if the server made a draft of it meanwhile (its
      // answer lost), saving updates that one.
      key: copy.newsId === null ? copy.key : newWritingKey(),
      newsId: null,
      baseVersion: null,
      saved: EMPTY_TEXT,
      autosave: true,
    },
  };
}
