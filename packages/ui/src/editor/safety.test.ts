import { describe, expect, it } from 'vitest';
import {
  BLOCKED_HREF,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isPastableImage,
  sanitizeHref,
  vimeoEmbedUrl,
} from './safety';

describe('link protocols (spec section 5)', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'mailto:desk@byline.example',
    'tel:+441234',
    'sms:+441234',
    'HTTPS://EXAMPLE.COM',
    '/news/world',
    '#comments',
  ])('keeps %s', (href) => {
    expect(isAllowedLinkHref(href)).toBe(true);
    expect(sanitizeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example',
    'file:///etc/passwd',
  ])('turns %j into about:blank', (href) => {
    expect(isAllowedLinkHref(href)).toBe(false);
    expect(sanitizeHref(href)).toBe(BLOCKED_HREF);
  });

  it('treats an empty href as blocked', () => {
    expect(sanitizeHref('')).toBe(BLOCKED_HREF);
    expect(sanitizeHref(null)).toBe(BLOCKED_HREF);
  });
});

describe('image protocols (spec section 5)', () => {
  it.each([
    'http://x/a.png',
    'https://x/a.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    '/media/a.png',
  ])('allows %s', (src) => expect(isAllowedImageSrc(src)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'blob:http://x/1',
    'ftp://x/a.png',
    '',
  ])('refuses %j', (src) => expect(isAllowedImageSrc(src)).toBe(false));
});

describe('pasted image types (spec section 9)', () => {
  it('accepts PNG and JPEG only', () => {
    expect(isPastableImage({ type: 'image/png' })).toBe(true);
    expect(isPastableImage({ type: 'image/jpeg' })).toBe(true);
    expect(isPastableImage({ type: 'image/gif' })).toBe(false);
    expect(isPastableImage({ type: 'image/svg+xml' })).toBe(false);
  });
});

describe('Vimeo embeds', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s -> %s', (url, embed) => expect(vimeoEmbedUrl(url)).toBe(embed));

  it('ignores other sites', () => {
    expect(vimeoEmbedUrl('https://evil.example/vimeo.com/1')).toBeNull();
    expect(vimeoEmbedUrl('https://vimeo.com/about')).toBeNull();
  });
});
