import { describe, expect, it } from 'vitest';
import {
  type DeviceCopy,
  readDeviceCopies,
  removeDeviceCopy,
  sameText,
  writeDeviceCopy,
} from './deviceCopy';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  quota = Number.POSITIVE_INFINITY;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const snapshot = {
  title: 'Harbour',
  keywords: ['sea'],
  creator: [],
  description: '',
  content: '<p>Boats at dawn</p>',
  video_url: '',
  category: 2,
  image_alt: '',
};
const copy = (key: string, savedAt: number, content = snapshot.content): DeviceCopy => ({
  key,
  newsId: null,
  baseVersion: null,
  snapshot: { ...snapshot, content },
  savedAt,
});

describe('the copy on this device', () => {
  it('keeps one copy per article, newest first, and forgets one once saved', () => {
    const storage = new MemoryStorage();
    writeDeviceCopy(7, copy('first-article', 1), storage);
    writeDeviceCopy(7, copy('second-article', 2), storage);
    writeDeviceCopy(7, copy('first-article', 3, '<p>Boats at dusk</p>'), storage);
    const copies = readDeviceCopies(7, storage);
    expect(copies.map((kept) => kept.key)).toEqual(['first-article', 'second-article']);
    expect(copies[0]?.snapshot.content).toBe('<p>Boats at dusk</p>');
    // Another author on the same device sees none of them.
    expect(readDeviceCopies(8, storage)).toEqual([]);
    removeDeviceCopy(7, 'first-article', storage);
    expect(readDeviceCopies(7, storage).map((kept) => kept.key)).toEqual(['second-article']);
  });

  it('says when the device refuses to keep it, and reads damaged storage as empty', () => {
    const storage = new MemoryStorage();
    storage.quota = 10;
    expect(writeDeviceCopy(7, copy('first-article', 1), storage)).toBe(false);
    storage.setItem('byline:unsaved-articles:7', '{not json');
    expect(readDeviceCopies(7, storage)).toEqual([]);
  });

  it('reads a copy kept before covers had a description as one with an empty description', () => {
    const storage = new MemoryStorage();
    const { image_alt: _alt, ...older } = snapshot;
    storage.setItem(
      'byline:unsaved-articles:7',
      JSON.stringify([
        { key: 'old', newsId: null, baseVersion: null, snapshot: older, savedAt: 1 },
      ]),
    );
    expect(readDeviceCopies(7, storage)[0]?.snapshot.image_alt).toBe('');
  });

  it('compares texts as the server stores them (trimmed fields)', () => {
    expect(sameText(snapshot, { ...snapshot, title: ' Harbour ' })).toBe(true);
    expect(sameText(snapshot, { ...snapshot, content: '<p>Boats at dusk</p>' })).toBe(false);
  });
});
