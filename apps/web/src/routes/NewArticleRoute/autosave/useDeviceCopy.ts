import type { ArticleEditorSnapshot } from '@byline/ui/editor';
import { useMemo } from 'react';
import type { SaveTarget } from '../saving/useArticleSave';
import { removeDeviceCopy, withoutImage, writeDeviceCopy } from './deviceCopy';

export interface DeviceCopyKeeper {
  /** Keeps the text on this device under the writing's key; false when storage refused it. */
  keep: (snapshot: ArticleEditorSnapshot) => boolean;
  /** Drops the copy kept under `key`. */
  remove: (key: string) => void;
}

/**
 * The copy on this device (docs/product.md#autosave-and-the-copy-on-this-device) of a signed-in
 * author's writing, kept under the writing's key with the ids the server gave it (`target()`).
 * Signed out, nothing is kept.
 */
export function useDeviceCopy(userId: number | null, target: () => SaveTarget): DeviceCopyKeeper {
  return useMemo(
    () => ({
      keep(snapshot: ArticleEditorSnapshot) {
        if (userId === null) return true;
        const { key, newsId, baseVersion } = target();
        return writeDeviceCopy(userId, {
          key,
          newsId,
          baseVersion,
          snapshot: withoutImage(snapshot),
          savedAt: Date.now(),
        });
      },
      remove(key: string) {
        if (userId !== null) removeDeviceCopy(userId, key);
      },
    }),
    [userId, target],
  );
}
