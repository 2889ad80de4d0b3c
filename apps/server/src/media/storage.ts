import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded media lives. Keys are relative paths (`articles/<hash>.webp`); the API returns
 * them as they are and the UI joins them to its media base URL, like the spec's storage bucket.
 */
export interface MediaStorage {
  readonly kind: string;
  /** Stores bytes under the key; storing the same key twice is harmless (content-addressed). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the object if present (used to clean up after a failed write). */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe media key: ${key}`);
}

/** The default: a local directory, served by the server itself under the media base path. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';

  constructor(readonly directory: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.directory, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await fs.rm(path.join(this.directory, key), { force: true });
  }
}
