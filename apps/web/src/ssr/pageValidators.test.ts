// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newestTime, pageVersion } from './pageValidators';

const assets = {
  entry: '/a.js',
  boot: '/b.js',
  noScriptDarkStyles: '/d.css',
  styles: [],
  modules: [],
  preloads: [],
};

describe('a page’s validators', () => {
  it('take the newest time the page shows, wherever it sits in its reads', () => {
    const snapshot = {
      list: { data: { items: [{ date: '2026-01-02T00:00:00.000Z' }, { pub_date: null }] } },
      article: {
        data: {
          updated_at: '2026-03-01T10:00:00.000Z',
          author: { created_at: '2025-01-01T00:00:00Z' },
        },
      },
      junk: { data: { date: 'not a date' } },
    };
    expect(newestTime(snapshot)).toBe('2026-03-01T10:00:00.000Z');
    expect(newestTime({})).toBeNull();
  });

  it('give one version for the same page and another when anything it shows changes', () => {
    const data = {
      snapshot: { a: { data: { title: 'One' } } },
      publicOrigin: 'https://x.example',
      siteXHandle: null,
      brandStyles: '',
      assets,
    };
    const version = pageVersion('/article/1', 200, data);
    expect(pageVersion('/article/1', 200, structuredClone(data))).toBe(version);
    // The same reads, finished in another order.
    const two = { b: { data: 2 }, a: { data: 1 } };
    expect(pageVersion('/', 200, { ...data, snapshot: two })).toBe(
      pageVersion('/', 200, { ...data, snapshot: { a: two.a, b: two.b } }),
    );
    expect(
      pageVersion('/article/1', 200, { ...data, snapshot: { a: { data: { title: 'Two' } } } }),
    ).not.toBe(version);
    expect(pageVersion('/article/2', 200, data)).not.toBe(version);
    expect(
      pageVersion('/article/1', 200, { ...data, assets: { ...assets, entry: '/c.js' } }),
    ).not.toBe(version);
  });
});
