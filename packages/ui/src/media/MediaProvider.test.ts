import { MEDIA_RENDITION_WIDTHS } from '@byline/api-client/contract';
import { describe, expect, it } from 'vitest';
import { joinMediaUrl, mediaSrcSet } from './MediaProvider';

const picture = `articles/${'0123456789abcdef'.repeat(2)}.webp`;

describe('mediaSrcSet', () => {
  it("offers an article picture's copies and the picture itself, on the host's media base", () => {
    const srcSet = mediaSrcSet('https://cdn.example.com/byline/', picture) ?? '';
    const candidates = srcSet.split(', ').map((entry) => entry.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual([
      ...MEDIA_RENDITION_WIDTHS.map((width) => `${width}w`),
      '1600w',
    ]);
    expect(candidates.at(0)?.[0]).toBe(
      `https://cdn.example.com/byline/${picture.replace('.webp', '-w160.webp')}`,
    );
    expect(candidates.at(-1)?.[0]).toBe(joinMediaUrl('https://cdn.example.com/byline/', picture));
  });

  it('states the true width of a picture narrower than the widest stored, and no wider copy', () => {
    const widths = (width: number) =>
      (mediaSrcSet('/media', picture, width) ?? '').split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths(1200)).toEqual(['160w', '320w', '640w', '1200w']);
    // A 500-pixel picture has no 640-pixel copy: the copy would be the picture's own size.
    expect(widths(500)).toEqual(['160w', '320w', '500w']);
  });

  it('offers nothing for a path that has no copies: avatars, outside URLs, other CMSs, none', () => {
    for (const path of [
      `avatars/${'a'.repeat(32)}.webp`,
      'https://images.example.com/harbour.jpg',
      'fixtures/world-1.svg',
      null,
    ]) {
      expect(mediaSrcSet('/media', path), String(path)).toBeUndefined();
    }
  });
});
