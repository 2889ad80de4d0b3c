import { describe, expect, it } from 'vitest';
import { bodyImageSrc } from './useBodyImageUploader';

describe('the URL an uploaded body picture is kept under', () => {
  it('is a path for media of this site, whole for media elsewhere', () => {
    const page = 'https://byline.example/new-article';
    expect(bodyImageSrc('/media/articles/a.webp', page)).toBe('/media/articles/a.webp');
    expect(bodyImageSrc('https://byline.example/media/articles/a.webp', page)).toBe(
      '/media/articles/a.webp',
    );
    expect(bodyImageSrc('https://cdn.example/byline/articles/a.webp', page)).toBe(
      'https://cdn.example/byline/articles/a.webp',
    );
  });
});
