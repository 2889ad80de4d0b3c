import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './canonicalPath';

describe('canonicalPagePath', () => {
  it.each([
    ['/article/1/', '/article/1'],
    ['/article/01', '/article/1'],
    ['/article/007/', '/article/7'],
    ['/profile/1/', '/profile/1'],
    ['/profile/0042', '/profile/42'],
    ['/news/World', '/news/world'],
    ['/news/WORLD/', '/news/world'],
    ['/search/', '/search'],
    ['/login//', '/login'],
    ['/tag/Climate%20Change', '/tag/climate-change'],
    ['/tag/Z%C3%BCrich/', '/tag/zurich'],
    ['/tag/climate_change', '/tag/climate-change'],
  ])('sends %s to %s', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each([
    '/',
    '/article/1',
    '/profile/1',
    '/profile/edit',
    '/news/world',
    '/tag/climate-change',
    '/tag/%E4%B8%AD%E6%96%87',
    '/tag/%E0%A4%A',
    '/news/no-such-category',
    '/article/abc',
    '/article/0',
    '/.ssr/',
    '/no-such-page/',
  ])('leaves %s as it is', (path) => {
    expect(canonicalPagePath(path)).toBeNull();
  });

  it('never redirects off the site', () => {
    for (const path of ['//evil.example/', '//evil.example', '/\\evil.example/', 'evil.example/']) {
      expect(canonicalPagePath(path), path).toBeNull();
    }
  });
});
