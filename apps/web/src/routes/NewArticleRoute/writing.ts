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
  };
}

export const revisionText = (revision: Revision): StoredSnapshot => ({
  title: revision.title,
  keywords: revision.keywords,
  creator: revision.creator,
  description: revision.description,
  content: revision.content,
  video_url: revision.video_url ?? '',
  category: revision.category_id,
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
  options: { text?: StoredSnapshot; offer?: DeviceCopy | null; baseVersion?: number } = {},
): Writing {
  return {
    mountKey: nextMountKey(),
    draft,
    initialValues: options.text ? asSnapshot(options.text) : null,
    session: {
      key: draftWritingKey(draft.id),
      newsId: draft.id,
      baseVersion: options.baseVersion ?? draft.version,
      saved: draftText(draft),
      autosave: draft.status === 'draft',
    },
    offer: options.offer ?? null,
    startedNew: false,
  };
}

/** A device copy brought back: onto its draft when the server still has it, else as new. */
export function restoredWriting(copy: DeviceCopy, draft: Draft | undefined): Writing {
  if (draft) {
    return {
      ...draftWriting(draft, {
        text: copy.snapshot,
        baseVersion: copy.baseVersion ?? draft.version,
      }),
      session: {
        key: copy.key,
        newsId: draft.id,
        baseVersion: copy.baseVersion ?? draft.version,
        saved: draftText(draft),
        autosave: draft.status === 'draft',
      },
    };
  }
  return {
    ...newWriting(),
    initialValues: asSnapshot(copy.snapshot),
    // The same key: if the server made a draft of it meanwhile, saving updates that one.
    session: { key: copy.key, newsId: null, baseVersion: null, saved: EMPTY_TEXT, autosave: true },
  };
}
