import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

describe('configuration', () => {
  it('has working defaults for one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data/pglite'),
      mediaDir: path.join(REPO_ROOT, '.data/media'),
      mediaBasePath: '/media',
      uniqueKey: 'byline-dev-unique-key',
      webOrigin: 'http://localhost:5173',
      firebaseProjectId: 'demo-byline',
      // A demo-* project only exists in the emulator.
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      seedOnStart: true,
    });
  });

  it('refuses the Auth emulator in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: '/tmp/x',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' });
    expect(config.firebaseAuthEmulatorHost).toBeUndefined();
  });

  it('needs a database location in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }).seedOnStart).toBe(
      false,
    );
  });

  it('normalises paths and validates the port', () => {
    expect(loadConfig({ MEDIA_BASE_PATH: 'files/' }).mediaBasePath).toBe('/files');
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'real-project' }).firebaseAuthEmulatorHost,
    ).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('configures S3 media storage only with everything it needs', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(ConfigError);
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });
});
