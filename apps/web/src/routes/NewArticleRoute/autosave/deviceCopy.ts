import type { ArticleEditorSnapshot } from '@byline/ui/editor';
import { DEVICE_COPY_KEY_PREFIX } from './deviceCopyKeys';

/**
 * The copy on this device of what an author is writing (docs/adr/0016): written at
 * every change, removed once the server has confirmed a save of the same text. localStorage, not
 * IndexedDB: its writes are synchronous, so a tab closed mid-sentence still keeps the last one.
 */

/** The form without the chosen cover file (a File cannot be stored; the server keeps covers). */
export type StoredSnapshot = Omit<ArticleEditorSnapshot, 'image'>;

export interface DeviceCopy {
  /** The editor's key for this article (the `client_key` of its first save). */
  key: string;
  /** The draft the server made of it, once it has. */
  newsId: number | null;
  /** The version the text was based on (the next save's `base_version`). */
  baseVersion: number | null;
  snapshot: StoredSnapshot;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

/** A new key for an article being written: its device copy's, and its `client_key`. */
export function newWritingKey(): string {
  return crypto.randomUUID();
}

/** The device copy's key of a draft opened from My Drafts. */
export const draftWritingKey = (newsId: number) => `news-${newsId}`;

/** How many unsaved articles a device keeps per author; the oldest go first. */
const COPIES_KEPT = 10;

const storageKey = (userId: number) => `${DEVICE_COPY_KEY_PREFIX}${userId}`;

export function withoutImage(snapshot: ArticleEditorSnapshot): StoredSnapshot {
  const { image: _image, ...stored } = snapshot;
  return stored;
}

/** Whether two snapshots hold the same article (what "the server has it" means). */
export function sameText(a: StoredSnapshot, b: StoredSnapshot): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

const normalised = (snapshot: StoredSnapshot): StoredSnapshot => ({
  title: snapshot.title.trim(),
  keywords: snapshot.keywords,
  creator: snapshot.creator,
  description: snapshot.description.trim(),
  content: snapshot.content,
  video_url: snapshot.video_url.trim(),
  category: snapshot.category,
  // Copies kept before covers had descriptions have none.
  image_alt: (snapshot.image_alt ?? '').trim(),
});

function isDeviceCopy(value: unknown): value is DeviceCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Partial<DeviceCopy>;
  return (
    typeof copy.key === 'string' &&
    typeof copy.savedAt === 'number' &&
    typeof copy.snapshot === 'object' &&
    copy.snapshot !== null &&
    typeof copy.snapshot.content === 'string'
  );
}

/** This author's copies, newest first. Unreadable storage reads as none. */
export function readDeviceCopies(userId: number, storage: Storage = localStorage): DeviceCopy[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isDeviceCopy)
          // A copy kept before covers had a description has none yet.
          .map((copy) => ({
            ...copy,
            snapshot: { ...copy.snapshot, image_alt: copy.snapshot.image_alt ?? '' },
          }))
          .sort((a, b) => b.savedAt - a.savedAt)
      : [];
  } catch {
    return [];
  }
}

function writeAll(userId: number, copies: DeviceCopy[], storage: Storage): boolean {
  try {
    if (copies.length === 0) storage.removeItem(storageKey(userId));
    else storage.setItem(storageKey(userId), JSON.stringify(copies.slice(0, COPIES_KEPT)));
    return true;
  } catch {
    // Full or forbidden (private mode): the server save still runs; the status says so.
    return false;
  }
}

/** Keeps `copy` (replacing the copy of the same key); false when the device refused it. */
export function writeDeviceCopy(
  userId: number,
  copy: DeviceCopy,
  storage: Storage = localStorage,
): boolean {
  const others = readDeviceCopies(userId, storage).filter((other) => other.key !== copy.key);
  return writeAll(userId, [copy, ...others], storage);
}

export function removeDeviceCopy(
  userId: number,
  key: string,
  storage: Storage = localStorage,
): void {
  const copies = readDeviceCopies(userId, storage);
  const kept = copies.filter((copy) => copy.key !== key);
  if (kept.length !== copies.length) writeAll(userId, kept, storage);
}
