import {
  AUTHORING_LIMITS,
  ERROR_MESSAGES,
  failureMessage,
  isApiError,
  SERVER_MESSAGES,
} from '@byline/api-client';
import { AUTOSAVE_TEXTS, EDITOR_STATE_TEXTS } from '@byline/ui';
import type { ArticleEditorSnapshot, SaveState } from '@byline/ui/editor';
import { useCallback, useRef, useState } from 'react';
import {
  isVersionConflict,
  type SaveIntent,
  type SaveTarget,
  useArticleSave,
} from '../saving/useArticleSave';
import { newWritingKey, type StoredSnapshot, sameText, withoutImage } from './deviceCopy';
import { useDeviceCopy } from './useDeviceCopy';
import { useOneSaveAtATime } from './useOneSaveAtATime';
import { usePageSignals } from './usePageSignals';
import { useSaveTimer } from './useSaveTimer';

/** Which article is being written, and what the server has of it. */
export interface WritingSession {
  /** The device copy's key; for a new article also its `client_key`. */
  key: string;
  newsId: number | null;
  /** The stored version the text is based on. */
  baseVersion: number | null;
  /** The text the server has (an empty form for a new article). */
  saved: StoredSnapshot;
  /** False for a scheduled article: a draft save would take it off its schedule. */
  autosave: boolean;
}

/** After a save that reached no server, when to try again (also at once when back online). */
const OFFLINE_RETRY_MS = 15_000;

/**
 * A save sent as the page is hidden goes with fetch's `keepalive`, so it still arrives when the
 * tab is closing; browsers take at most 64 KB of such bodies, so a larger text (or a new cover
 * file) goes as a plain request and, if the tab closes, stays in the device copy.
 */
const KEEPALIVE_MAX_CHARS = 48_000;

const CONFLICT_STATE: SaveState = { kind: 'failed', reason: SERVER_MESSAGES.draftConflict };

export interface Autosave {
  state: SaveState;
  /** A save met a newer version (409): autosave waits for the author's choice. */
  conflict: boolean;
  /** Every change the author makes: kept on the device at once, saved after a pause. */
  onChange: (snapshot: ArticleEditorSnapshot) => void;
  /** Whether something is not on the server yet (leaving asks first then). */
  hasUnsaved: () => boolean;
  /** Waits for a save in flight and stops the pending one: a manual save follows. */
  settle: () => Promise<SaveTarget>;
  /** A manual save or publish went through: the device copy goes. */
  forget: () => void;
  /** The author keeps their text: saved again on the stored version `version`. */
  keepMine: (version: number | null) => void;
  /** A manual save met a newer version: the same choice as an autosave's. */
  meetConflict: () => void;
  /** The draft's id once the server has made one. */
  newsId: number | null;
  /** The ids as they stand now (not waiting for a save in flight). */
  ids: () => SaveTarget;
}

/**
 * Autosave (docs/product.md#autosave-and-the-copy-on-this-device, docs/adr/0016): every change
 * goes to the device copy at once and to the server after AUTHORING_LIMITS.autosaveDelayMs without
 * typing, or at once when the page is hidden. One save is in flight at a time; what changed
 * meanwhile is saved next. Saves go the editor's one way (`useArticleSave`).
 */
export function useAutosave(userId: number | null, start: WritingSession): Autosave {
  const saveArticle = useArticleSave();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const [newsId, setNewsId] = useState(start.newsId);
  const session = useRef<SaveTarget>({
    key: start.key,
    newsId: start.newsId,
    baseVersion: start.baseVersion,
  });
  const saved = useRef<StoredSnapshot>(start.saved);
  const latest = useRef<ArticleEditorSnapshot | null>(null);
  /** The cover file last sent: a chosen file travels once. */
  const sentImage = useRef<File | null>(null);
  const inConflict = useRef(false);
  const forgotten = useRef(false);
  const ids = useCallback(() => ({ ...session.current }), []);
  const deviceCopy = useDeviceCopy(userId, ids);
  const queue = useOneSaveAtATime();
  // The timer and the page's signals save the newest text with the newest callback.
  const saveLatestRef = useRef<() => void>(() => undefined);
  const timer = useSaveTimer(() => saveLatestRef.current());

  const hasUnsaved = useCallback(() => {
    const snapshot = latest.current;
    if (!snapshot || forgotten.current) return queue.busy();
    const newImage = snapshot.image !== null && snapshot.image !== sentImage.current;
    return newImage || !sameText(withoutImage(snapshot), saved.current);
  }, [queue]);

  const enterConflict = useCallback(() => {
    inConflict.current = true;
    setConflict(true);
    setState(CONFLICT_STATE);
  }, []);

  // The latest text to the server (`intent` draft: the author's own choice, as after a conflict).
  const saveLatest = useCallback(
    async (intent: SaveIntent = { kind: 'autosave' }, hiding = false): Promise<void> => {
      timer.cancel();
      const snapshot = latest.current;
      if (!snapshot || inConflict.current || forgotten.current || !hasUnsaved()) return;
      if (!start.autosave && intent.kind === 'autosave') {
        setState({ kind: 'waiting', reason: AUTOSAVE_TEXTS.scheduledNoAutosave });
        return;
      }
      if (snapshot.category === null) {
        setState({ kind: 'waiting', reason: EDITOR_STATE_TEXTS.categoryNeeded });
        return;
      }
      const category = snapshot.category;
      const stored = withoutImage(snapshot);
      const image =
        snapshot.image && snapshot.image !== sentImage.current ? snapshot.image : undefined;
      const target = { ...session.current };
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
                category,
                ...(image ? { image_url: image } : {}),
              },
              target,
              intent,
              keepalive,
            });
            session.current = {
              key: target.key,
              newsId: result.news_id,
              baseVersion: result.version,
            };
            setNewsId(result.news_id);
            saved.current = stored;
            if (image) sentImage.current = image;
            const now = latest.current;
            if (now && sameText(withoutImage(now), stored)) deviceCopy.remove(target.key);
            else if (now) deviceCopy.keep(now);
            setState({ kind: 'saved', at: new Date() });
          } catch (error) {
            if (isVersionConflict(error)) {
              enterConflict();
            } else if (isApiError(error) && error.kind === 'network') {
              setState({ kind: 'offline' });
              timer.schedule(OFFLINE_RETRY_MS);
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
        () => void saveLatest(),
      );
    },
    [saveArticle, hasUnsaved, deviceCopy, enterConflict, queue, timer, start.autosave],
  );
  saveLatestRef.current = () => void saveLatest();

  usePageSignals({
    onHidden: () => void saveLatest({ kind: 'autosave' }, true),
    onOnline: () => void saveLatest(),
  });

  const onChange = useCallback(
    (snapshot: ArticleEditorSnapshot) => {
      latest.current = snapshot;
      forgotten.current = false;
      deviceCopy.keep(snapshot);
      if (inConflict.current) return;
      timer.schedule(AUTHORING_LIMITS.autosaveDelayMs);
    },
    [deviceCopy, timer],
  );

  const settle = useCallback(async () => {
    timer.cancel();
    await queue.settle();
    return ids();
  }, [timer, queue, ids]);

  const forget = useCallback(() => {
    timer.cancel();
    forgotten.current = true;
    deviceCopy.remove(session.current.key);
    setState({ kind: 'idle' });
  }, [timer, deviceCopy]);

  const keepMine = useCallback(
    (version: number | null) => {
      if (version === null) {
        // The draft is gone (deleted or published elsewhere): the text becomes a new draft.
        deviceCopy.remove(session.current.key);
        session.current = { key: newWritingKey(), newsId: null, baseVersion: null };
        setNewsId(null);
        if (latest.current) deviceCopy.keep(latest.current);
      } else {
        session.current = { ...session.current, baseVersion: version };
      }
      inConflict.current = false;
      setConflict(false);
      void saveLatest({ kind: 'draft' });
    },
    [saveLatest, deviceCopy],
  );

  const meetConflict = useCallback(() => {
    timer.cancel();
    enterConflict();
  }, [timer, enterConflict]);

  return {
    state,
    conflict,
    onChange,
    hasUnsaved,
    settle,
    forget,
    keepMine,
    meetConflict,
    newsId,
    ids,
  };
}
