import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { READER_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ArticleVideo } from './ArticleVideo';

afterEach(cleanup);

const player = () => document.querySelector('iframe');

describe('ArticleVideo', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&autoplay=1&origin=https://evil.example',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'Embedded YouTube video',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'Embedded YouTube video',
    ],
    ['vimeo.com/76979871#t=30s', 'https://player.vimeo.com/video/76979871', 'Embedded Vimeo video'],
  ])('plays %s from the player built from its id', (url, src, title) => {
    renderWithTheme(<ArticleVideo url={url} />);
    const frame = player();
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveAttribute('title', title);
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    expect(frame).toHaveAttribute('allow', expect.not.stringMatching(/camera|microphone/));
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links to a video elsewhere, in a new tab, without a player', () => {
    renderWithTheme(<ArticleVideo url="https://video.example/register-explainer" />);
    const link = screen.getByRole('link', { name: READER_TEXTS.watchVideoOn('video.example') });
    expect(link).toHaveAttribute('href', 'https://video.example/register-explainer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(player()).toBeNull();
  });

  it.each([
    null,
    '',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/video',
    'https://',
  ])('shows nothing for %j', (url) => {
    renderWithTheme(<ArticleVideo url={url} />);
    expect(player()).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/video/i)).toBeNull();
  });
});

describeComponent(ArticleVideo, { props: { url: 'https://youtu.be/dQw4w9WgXcQ' } });
