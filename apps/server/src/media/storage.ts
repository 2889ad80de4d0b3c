import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { MEDIA_CACHE_CONTROL } from '../constants';

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

export interface S3StorageOptions {
  /** e.g. `https://s3.eu-west-1.amazonaws.com` or an S3-compatible service's endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, R2, MinIO, ...), path-style addressing, Signature V4 by
 * aws4fetch. Objects are written with a one-year immutable Cache-Control; a CDN in front serves
 * them at the web app's media base URL.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
  }

  private objectUrl(key: string): URL {
    assertSafeKey(key);
    const base = this.options.endpoint.replace(/\/+$/, '');
    return new URL(`${base}/${this.options.bucket}/${key}`);
  }

  /**
   * The signed request. Every header and the payload's hash are signed, so nothing on the way
   * can change the type, the caching or the bytes. `datetime` (`20130524T000000Z`) is for tests.
   */
  sign(
    method: string,
    url: URL,
    options: { headers?: Record<string, string>; body?: Buffer | string; datetime?: string } = {},
  ): Promise<Request> {
    const payloadHash = createHash('sha256')
      .update(options.body ?? '')
      .digest('hex');
    return this.client.sign(url, {
      method,
      headers: { ...options.headers, 'x-amz-content-sha256': payloadHash },
      ...(options.body === undefined ? {} : { body: options.body }),
      aws: { allHeaders: true, ...(options.datetime ? { datetime: options.datetime } : {}) },
    });
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const request = await this.sign(method, this.objectUrl(key), {
      ...(body
        ? {
            body,
            headers: {
              'content-type': contentType ?? 'application/octet-stream',
              'cache-control': MEDIA_CACHE_CONTROL,
            },
          }
        : {}),
    });
    const response = await fetch(request);
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed: ${response.status}`);
    }
  }

  put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    return this.send('PUT', key, bytes, contentType);
  }

  remove(key: string): Promise<void> {
    return this.send('DELETE', key);
  }
}

/** The storage the configuration asks for. */
export function createMediaStorage(config: {
  mediaDir: string;
  s3: S3StorageOptions | undefined;
}): MediaStorage {
  return config.s3 ? new S3MediaStorage(config.s3) : new LocalMediaStorage(config.mediaDir);
}
