import { AUTHORING_LIMITS } from '@byline/api-client';
import { AUTOSAVE_TEXTS, EDITOR_STATE_TEXTS } from '@byline/ui';
import type { ArticleEditorSnapshot, SaveState } from '@byline/ui/editor';
import { useCallback, useRef } from 'react';
import type { SaveIntent, SaveTarget } from '../saving/useArticleSave';
import { type StoredSnapshot, sameText, withoutImage } from './deviceCopy';
import { useDeviceCopy } from './useDeviceCopy';
import { usePageSignals } from './usePageSignals';
import { useSaveTimer } from './useSaveTimer';
import { useServerSave } from './useServerSave';

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
 * typing, or at once when the page is hidden. Its parts: the pause (`useSaveTimer`), the page's
 * signals (`usePageSignals`), the device copy (`useDeviceCopy`) and the server side
 * (`useServerSave`, through the editor's one save path).
 */
export function useAutosave(userId: number | null, start: WritingSession): Autosave {
  const latest = useRef<ArticleEditorSnapshot | null>(null);
  const forgotten = useRef(false);
  // The timer, the signals and the server's "save next" save the newest text, newest callback.
  const saveLatestRef = useRef<(intent?: SaveIntent, hiding?: boolean) => void>(() => undefined);
  const timer = useSaveTimer(() => saveLatestRef.current());
  const server = useServerSave(start, {
    onSaved: (key, stored) => {
      const now = latest.current;
      if (now && sameText(withoutImage(now), stored)) deviceCopy.remove(key);
      else if (now) deviceCopy.keep(now);
    },
    onOffline: () => timer.schedule(OFFLINE_RETRY_MS),
    saveNext: () => saveLatestRef.current(),
  });
  const deviceCopy = useDeviceCopy(userId, server.ids);

  const hasUnsaved = useCallback(() => {
    const snapshot = latest.current;
    if (!snapshot || forgotten.current) return server.busy();
    return server.differs(snapshot);
  }, [server]);

  // The latest text to the server (`intent` draft: the author's own choice, as after a conflict).
  saveLatestRef.current = (intent: SaveIntent = { kind: 'autosave' }, hiding = false) => {
    timer.cancel();
    const snapshot = latest.current;
    if (!snapshot || server.inConflict() || forgotten.current || !hasUnsaved()) return;
    if (!start.autosave && intent.kind === 'autosave') {
      server.setState({ kind: 'waiting', reason: AUTOSAVE_TEXTS.scheduledNoAutosave });
      return;
    }
    const { category } = snapshot;
    if (category === null) {
      server.setState({ kind: 'waiting', reason: EDITOR_STATE_TEXTS.categoryNeeded });
      return;
    }
    void server.save({ ...snapshot, category }, intent, hiding);
  };

  usePageSignals({
    onHidden: () => saveLatestRef.current({ kind: 'autosave' }, true),
    onOnline: () => saveLatestRef.current(),
  });

  const onChange = useCallback(
    (snapshot: ArticleEditorSnapshot) => {
      latest.current = snapshot;
      forgotten.current = false;
      deviceCopy.keep(snapshot);
      if (server.inConflict()) return;
      timer.schedule(AUTHORING_LIMITS.autosaveDelayMs);
    },
    [deviceCopy, timer, server],
  );

  const settle = useCallback(async () => {
    timer.cancel();
    await server.settle();
    return server.ids();
  }, [timer, server]);

  const forget = useCallback(() => {
    timer.cancel();
    forgotten.current = true;
    deviceCopy.remove(server.ids().key);
    server.setState({ kind: 'idle' });
  }, [timer, deviceCopy, server]);

  const keepMine = useCallback(
    (version: number | null) => {
      // The draft is gone (deleted or published elsewhere): the text becomes a new draft.
      if (version === null) deviceCopy.remove(server.ids().key);
      server.rebase(version);
      if (version === null && latest.current) deviceCopy.keep(latest.current);
      saveLatestRef.current({ kind: 'draft' });
    },
    [deviceCopy, server],
  );

  const meetConflict = useCallback(() => {
    timer.cancel();
    server.enterConflict();
  }, [timer, server]);

  return {
    state: server.state,
    conflict: server.conflict,
    onChange,
    hasUnsaved,
    settle,
    forget,
    keepMine,
    meetConflict,
    newsId: server.newsId,
    ids: server.ids,
  };
}
