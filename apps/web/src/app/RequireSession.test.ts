import { describe, expect, it } from 'vitest';
import { safeNextPath } from './RequireSession';

describe('safeNextPath', () => {
  it('returns to a same-site path after signing in', () => {
    expect(safeNextPath('/new-article')).toBe('/new-article');
    expect(safeNextPath('/profile?tab=drafts')).toBe('/profile?tab=drafts');
  });

  it('goes home instead of to another site or when there is no destination', () => {
    expect(safeNextPath('//evil.example/phish')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
