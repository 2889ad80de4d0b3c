import {
  AUTHORING_LIMITS,
  ERROR_MESSAGES,
  failureMessage,
  isApiError,
  type SaveArticleResult,
  SERVER_MESSAGES,
  useApiClient,
} from '@byline/api-client';
import { AUTOSAVE_TEXTS, EDITOR_STATE_TEXTS } from '@byline/ui';
import type { ArticleEditorSnapshot, SaveState } from '@byline/ui/editor';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  newWritingKey,
  removeDeviceCopy,
  type StoredSnapshot,
  sameText,
  withoutImage,
  writeDeviceCopy,
} from './deviceCopy';

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

export interface Autosave {
  state: SaveState;
  /** A save met a newer version (409): autosave waits for the author's choice. */
  conflict: boolean;
  /** Every change the author makes: kept on the device at once, saved after a pause. */
  onChange: (snapshot: ArticleEditorSnapshot) => void;
  /** Whether something is not on the server yet (leaving asks first then). */
  hasUnsaved: () => boolean;
  /** Waits for a save in flight and stops the pending one: a manual save follows. */
  settle: () => Promise<Pick<WritingSession, 'newsId' | 'baseVersion'>>;
  /** A manual save or publish went through: the device copy goes. */
  forget: () => void;
  /** The author keeps their text: saved again on the stored version `version`. */
  keepMine: (version: number | null) => void;
  meetConflict: () => void;
  /** The draft's id once the server has made one. */
  newsId: number | null;
  /** The ids as they stand now (not waiting for a save in flight). */
  ids: () => Pick<WritingSession, 'newsId' | 'baseVersion'>;
}

/**
 * Autosave (docs/product.md#autosave-and-the-copy-on-this-device, docs/adr/0016): every change goes to the device copy at once and to the
 * server after AUTHORING_LIMITS.autosaveDelayMs without typing, or at once when the page is
 * hidden. One save is in flight at a time; what changed meanwhile is saved next.
 */
export function useAutosave(userId: number | null, start: WritingSession): Autosave {
  const client = useApiClient();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const [newsId, setNewsId] = useState(start.newsId);
  const session = useRef({ key: start.key, newsId: start.newsId, baseVersion: start.baseVersion });
  const saved = useRef<StoredSnapshot>(start.saved);
  const latest = useRef<ArticleEditorSnapshot | null>(null);
  /** The cover file last sent: a chosen file travels once. */
  const sentImage = useRef<File | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inConflict = useRef(false);
  const forgotten = useRef(false);

  const hasUnsaved = useCallback(() => {
    const snapshot = latest.current;
    if (!snapshot || forgotten.current) return inFlight.current !== null;
    const newImage = snapshot.image !== null && snapshot.image !== sentImage.current;
    return newImage || !sameText(withoutImage(snapshot), saved.current);
  }, []);

  const keepOnDevice = useCallback(
    (snapshot: ArticleEditorSnapshot) => {
      if (userId === null) return true;
      return writeDeviceCopy(userId, {
        key: session.current.key,
        newsId: session.current.newsId,
        baseVersion: session.current.baseVersion,
        snapshot: withoutImage(snapshot),
        savedAt: Date.now(),
      });
    },
    [userId],
  );

  const saveNow = useCallback(
    async (autosave = true, hiding = false): Promise<void> => {
      clearTimeout(timer.current);
      const snapshot = latest.current;
      if (!snapshot || inConflict.current || forgotten.current || !hasUnsaved()) return;
      if (!start.autosave && autosave) {
        setState({ kind: 'waiting', reason: AUTOSAVE_TEXTS.scheduledNoAutosave });
        return;
      }
      if (snapshot.category === null) {
        setState({ kind: 'waiting', reason: EDITOR_STATE_TEXTS.categoryNeeded });
        return;
      }
      if (inFlight.current) {
        again.current = true;
        return;
      }
      const stored = withoutImage(snapshot);
      const image =
        snapshot.image && snapshot.image !== sentImage.current ? snapshot.image : undefined;
      const { newsId, baseVersion, key } = session.current;
      const keepalive = hiding && !image && JSON.stringify(stored).length < KEEPALIVE_MAX_CHARS;
      const run = (async () => {
        setState({ kind: 'saving' });
        try {
          const result: SaveArticleResult = await client.saveArticle(
            {
              title: stored.title,
              keywords: stored.keywords,
              creator: stored.creator,
              description: stored.description,
              content: stored.content,
              video_url: stored.video_url,
              category: snapshot.category as number,
              is_draft: true,
              autosave,
              ...(newsId === null
                ? { client_key: key }
                : {
                    news_id: newsId,
                    ...(baseVersion === null ? {} : { base_version: baseVersion }),
                  }),
              ...(image ? { image_url: image } : {}),
            },
            keepalive ? { keepalive } : undefined,
          );
          session.current = { key, newsId: result.news_id, baseVersion: result.version };
          setNewsId(result.news_id);
          saved.current = stored;
          if (image) sentImage.current = image;
          const now = latest.current;
          if (userId !== null && now && sameText(withoutImage(now), stored)) {
            removeDeviceCopy(userId, key);
          } else if (now) {
            keepOnDevice(now);
          }
          setState({ kind: 'saved', at: new Date() });
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            inConflict.current = true;
            setConflict(true);
            setState({ kind: 'failed', reason: SERVER_MESSAGES.draftConflict });
          } else if (isApiError(error) && error.kind === 'network') {
            setState({ kind: 'offline' });
            timer.current = setTimeout(() => void saveNow(), OFFLINE_RETRY_MS);
          } else {
            setState({
              kind: 'failed',
              reason: isApiError(error)
                ? failureMessage(error, { fallback: ERROR_MESSAGES.draftSave })
                : ERROR_MESSAGES.draftSave,
            });
          }
        } finally {
          inFlight.current = null;
        }
        if (again.current) {
          again.current = false;
          void saveNow();
        }
      })();
      inFlight.current = run;
      await run;
    },
    [client, hasUnsaved, keepOnDevice, userId, start.autosave],
  );

  const onChange = useCallback(
    (snapshot: ArticleEditorSnapshot) => {
      latest.current = snapshot;
      forgotten.current = false;
      keepOnDevice(snapshot);
      if (inConflict.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTHORING_LIMITS.autosaveDelayMs);
    },
    [keepOnDevice, saveNow],
  );

  // Hidden (another tab, the laptop's lid, the tab closing): save at once. Back online: again.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saveNow(true, true);
    };
    const onOnline = () => void saveNow();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('online', onOnline);
      clearTimeout(timer.current);
    };
  }, [saveNow]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    again.current = false;
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    const { newsId, baseVersion } = session.current;
    return { newsId, baseVersion };
  }, []);

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    forgotten.current = true;
    if (userId !== null) removeDeviceCopy(userId, session.current.key);
    setState({ kind: 'idle' });
  }, [userId]);

  const keepMine = useCallback(
    (version: number | null) => {
      if (version === null) {
        // The draft is gone (deleted or published elsewhere): the text becomes a new draft.
        if (userId !== null) removeDeviceCopy(userId, session.current.key);
        session.current = { key: newWritingKey(), newsId: null, baseVersion: null };
        setNewsId(null);
        if (latest.current) keepOnDevice(latest.current);
      } else {
        session.current = { ...session.current, baseVersion: version };
      }
      inConflict.current = false;
      setConflict(false);
      void saveNow(false);
    },
    [saveNow, userId, keepOnDevice],
  );

  /** A manual save met a newer version: the same choice as an autosave's. */
  const meetConflict = useCallback(() => {
    clearTimeout(timer.current);
    inConflict.current = true;
    setConflict(true);
    setState({ kind: 'failed', reason: SERVER_MESSAGES.draftConflict });
  }, []);

  const ids = useCallback(() => {
    const { newsId: id, baseVersion } = session.current;
    return { newsId: id, baseVersion };
  }, []);

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
