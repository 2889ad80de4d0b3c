import { describe, expect, it } from 'vitest';
import { isInlineImageType, parseVideoUrl, safeImageSrc, safeLinkHref } from './htmlPolicy';

describe('video URL forms', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['vimeo.com/76979871?share=copy', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('%s is %s video %s', (url, host, id) => {
    expect(parseVideoUrl(url)).toEqual({ host, id });
  });

  it.each([
    'https://evil.example/vimeo.com/1',
    'https://vimeo.com/about',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
    'https://www.youtube.com/@byline',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/../../x',
    'javascript://www.youtube.com/%0aalert(1)',
    'ftp://vimeo.com/76979871',
    'https://user:pass@vimeo.com/76979871',
    'https://vimeo.com:8443/76979871',
    'https://vimeo.com/76979871 and more',
    '',
    null,
  ])('%j is no video', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('links and images', () => {
  it('keeps allowed hrefs trimmed and blocks the rest', () => {
    expect(safeLinkHref('  https://byline.example/a ')).toBe('https://byline.example/a');
    expect(safeLinkHref('\u2028javascript:alert(1)')).toBe('about:blank');
    expect(safeLinkHref('/\\evil.example')).toBe('about:blank');
    expect(safeLinkHref('')).toBe('about:blank');
    expect(safeLinkHref(null)).toBe('about:blank');
  });

  it('stores images over https only', () => {
    expect(safeImageSrc(' http://byline.example/a b.png ')).toBe(
      'https://byline.example/a%20b.png',
    );
    expect(safeImageSrc('HTTP://byline.example/a.png')).toBe('https://byline.example/a.png');
    expect(safeImageSrc('https://')).toBeNull();
    expect(safeImageSrc('data:image/png;base64,<svg>')).toBeNull();
  });

  it('keeps paths of this site (uploaded pictures) and never data: images', () => {
    expect(safeImageSrc(' /media/articles/a.webp ')).toBe('/media/articles/a.webp');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
    expect(safeImageSrc('data:image/jpeg;base64,/9j/4AAQ')).toBeNull();
    expect(safeImageSrc('//evil.example/a.png')).toBeNull();
    expect(safeImageSrc('/\\evil.example/a.png')).toBeNull();
    expect(safeImageSrc('/media/a\tb.png')).toBeNull();
    expect(safeImageSrc('media/a.png')).toBeNull();
    expect(safeImageSrc('blob:https://byline.example/1')).toBeNull();
  });

  it('takes the picture files the server accepts, nothing else', () => {
    expect(
      ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'].map(
        isInlineImageType,
      ),
    ).toEqual([true, true, true, true, false]);
  });
});
