import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

/** What every production configuration must have besides its database. */
const PRODUCTION = { NODE_ENV: 'production', NEWSLETTER_SECRET: 'n'.repeat(40) };

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

  it('publishes canonical and share URLs on PUBLIC_ORIGIN, or on WEB_ORIGIN without it', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:5173');
    expect(loadConfig({ WEB_ORIGIN: 'https://app.news.example' }).publicOrigin).toBe(
      'https://app.news.example',
    );
    // An origin, whatever path or trailing slash it was given with.
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://news.example/' }).publicOrigin).toBe(
      'https://news.example',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'news.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://news.example' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('refuses the Auth emulator in production', () => {
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        DATA_DIR: '/tmp/x',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(ConfigError);
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: '/tmp/x' });
    expect(config.firebaseAuthEmulatorHost).toBeUndefined();
  });

  it('needs a database location in production', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: 'postgres://x/y' }).seedOnStart).toBe(false);
  });

  it('needs its own newsletter secret in production (the default one is public)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(
      /NEWSLETTER_SECRET: is required when NODE_ENV=production/,
    );
    const mail = loadConfig({
      SMTP_HOST: 'smtp.example',
      SMTP_PORT: '465',
      SMTP_SECURE: 'yes',
      NEWSLETTER_RATE: '5',
    }).mail;
    expect(mail.smtp).toMatchObject({ host: 'smtp.example', port: 465, secure: true });
    expect(mail.ratePerSecond).toBe(5);
    expect(() => loadConfig({ SMTP_PORT: 'twenty-five' })).toThrow(/SMTP_PORT/);
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

  it('names every bad variable, what it must be and the value given', () => {
    const load = () =>
      loadConfig({
        PORT: '70000',
        READ_CACHE_MS: '1.5',
        TRUST_PROXY: 'maybe',
        LOG_LEVEL: 'loud',
        S3_ENDPOINT: 'ftp://files.example',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      [
        'Invalid server environment:',
        '  PORT: must be an integer between 0 and 65535 (got "70000")',
        '  READ_CACHE_MS: must be a whole number of milliseconds (got "1.5")',
        '  TRUST_PROXY: must be true or false (also 1/0, yes/no, on/off) (got "maybe")',
        '  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        '  S3_ENDPOINT: must be an http(s) URL (got "ftp://files.example")',
      ].join('\n'),
    );
  });

  it('takes an admin token only when it is long enough to guard sessions', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(() => loadConfig({ ADMIN_TOKEN: 'secret' })).toThrow(
      /ADMIN_TOKEN: must be at least 32 characters/,
    );
    const token = 'x'.repeat(32);
    expect(loadConfig({ ADMIN_TOKEN: token }).adminToken).toBe(token);
  });

  it('lists every S3 variable still missing', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_ENDPOINT: 'https://s3.example' })).toThrow(
      [
        '  S3_BUCKET: is required when MEDIA_STORAGE=s3',
        '  S3_ACCESS_KEY_ID: is required when MEDIA_STORAGE=s3',
        '  S3_SECRET_ACCESS_KEY: is required when MEDIA_STORAGE=s3',
      ].join('\n'),
    );
  });

  it('treats blank values as unset and reads switches in any common spelling', () => {
    const config = loadConfig({ PORT: ' ', HOST: '', TRUST_PROXY: 'YES', SEED_ON_START: 'off' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(true);
    expect(config.seedOnStart).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0', READ_CACHE_MS: '250' })).toMatchObject({
      trustProxy: false,
      readCacheMs: 250,
    });
  });
});
