import { ERROR_MESSAGES, failureMessage, isApiError, SERVER_MESSAGES } from '@byline/api-client';
import type { ArticleEditorSnapshot, SaveState } from '@byline/ui/editor';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  isVersionConflict,
  type SaveIntent,
  type SaveTarget,
  useArticleSave,
} from '../saving/useArticleSave';
import { newWritingKey, type StoredSnapshot, sameText, withoutImage } from './deviceCopy';
import { useOneSaveAtATime } from './useOneSaveAtATime';

const CONFLICT_STATE: SaveState = { kind: 'failed', reason: SERVER_MESSAGES.draftConflict };

/**
 * A save sent as the page is hidden goes with fetch's `keepalive`, so it still arrives when the
 * tab is closing; browsers take at most 64 KB of such bodies, so a larger text (or a new cover
 * file) goes as a plain request and, if the tab closes, stays in the device copy.
 */
const KEEPALIVE_MAX_CHARS = 48_000;

/** What the writing's server side starts from. */
export interface ServerStart extends SaveTarget {
  /** The text the server has (an empty form for a new article). */
  saved: StoredSnapshot;
}

export interface ServerSaveEvents {
  /** A save went through with `stored` under the writing's `key`. */
  onSaved: (key: string, stored: StoredSnapshot) => void;
  /** No server answered: the caller tries again later. */
  onOffline: () => void;
  /** The next save to run (what changed while one was in flight). */
  saveNext: () => void;
}

/**
 * The autosave's server side: what the server has (ids, version, text, the cover sent), the
 * save's state line, one save in flight at a time through the editor's one save path, and the
 * version conflict that stops autosave until the author chooses.
 */
export function useServerSave(start: ServerStart, events: ServerSaveEvents) {
  const saveArticle = useArticleSave();
  const queue = useOneSaveAtATime();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const [newsId, setNewsId] = useState(start.newsId);
  const target = useRef<SaveTarget>({
    key: start.key,
    newsId: start.newsId,
    baseVersion: start.baseVersion,
  });
  const saved = useRef<StoredSnapshot>(start.saved);
  /** The cover file last sent: a chosen file travels once. */
  const sentImage = useRef<File | null>(null);
  const inConflict = useRef(false);
  const on = useRef(events);
  on.current = events;

  const ids = useCallback(() => ({ ...target.current }), []);

  const enterConflict = useCallback(() => {
    inConflict.current = true;
    setConflict(true);
    setState(CONFLICT_STATE);
  }, []);

  /** Whether `snapshot` holds something the server does not have. */
  const differs = useCallback((snapshot: ArticleEditorSnapshot) => {
    const newImage = snapshot.image !== null && snapshot.image !== sentImage.current;
    return newImage || !sameText(withoutImage(snapshot), saved.current);
  }, []);

  const save = useCallback(
    async (
      snapshot: ArticleEditorSnapshot & { category: number },
      intent: SaveIntent,
      hiding: boolean,
    ) => {
      const stored = withoutImage(snapshot);
      const image =
        snapshot.image && snapshot.image !== sentImage.current ? snapshot.image : undefined;
      const sentTo = { ...target.current };
      const keepalive = hiding && !image && JSON.stringify(stored).length < KEEPALIVE_MAX_CHARS;
      await queue.run(
        async () => {
          setState({ kind: 'saving' });
          try {
            const result = await saveArticle({
              fields: {
                title: stored.title,
                keywords: stored.keywords,
                creator: stored.creator,
                description: stored.description,
                content: stored.content,
                video_url: stored.video_url,
                category: snapshot.category,
                image_alt: stored.image_alt.trim(),
                ...(image ? { image_url: image } : {}),
              },
              target: sentTo,
              intent,
              keepalive,
            });
            target.current = {
              key: sentTo.key,
              newsId: result.news_id,
              baseVersion: result.version,
            };
            setNewsId(result.news_id);
            saved.current = stored;
            if (image) sentImage.current = image;
            on.current.onSaved(sentTo.key, stored);
            setState({ kind: 'saved', at: new Date() });
          } catch (error) {
            if (isVersionConflict(error)) {
              enterConflict();
            } else if (isApiError(error) && error.kind === 'network') {
              setState({ kind: 'offline' });
              on.current.onOffline();
            } else {
              setState({
                kind: 'failed',
                reason: isApiError(error)
                  ? failureMessage(error, { fallback: ERROR_MESSAGES.draftSave })
                  : ERROR_MESSAGES.draftSave,
              });
            }
          }
        },
        () => on.current.saveNext(),
      );
    },
    [queue, saveArticle, enterConflict],
  );

  /**
   * The author keeps their text after a conflict: on the stored `version`, or (null: the draft is
   * gone) as a new article under a new key, which is returned.
   */
  const rebase = useCallback((version: number | null) => {
    target.current =
      version === null
        ? { key: newWritingKey(), newsId: null, baseVersion: null }
        : { ...target.current, baseVersion: version };
    if (version === null) setNewsId(null);
    inConflict.current = false;
    setConflict(false);
    return target.current.key;
  }, []);

  return useMemo(
    () => ({
      state,
      setState,
      conflict,
      newsId,
      ids,
      differs,
      save,
      rebase,
      enterConflict,
      inConflict: () => inConflict.current,
      busy: queue.busy,
      settle: queue.settle,
    }),
    [state, conflict, newsId, ids, differs, save, rebase, enterConflict, queue],
  );
}
