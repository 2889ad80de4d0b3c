import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import { hasArticleBody, READING_WORDS_PER_MINUTE, readingStats } from './reading';
import { refuseArticlePublish } from './rules';

const words = (count: number) => `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;

describe('readingStats', () => {
  it('counts the words of the text, tags and references left out', () => {
    expect(
      readingStats(
        '<p>Opening <strong>night</strong> on the quay.</p><p>Boats&nbsp;&amp; music</p>',
      ),
    ).toEqual({ words: 7, minutes: 1 });
  });

  it('has no words and no minutes for an empty body', () => {
    expect(readingStats('')).toEqual({ words: 0, minutes: 0 });
    expect(readingStats('<p> </p><p><br></p><p>&nbsp;</p> — ')).toEqual({ words: 0, minutes: 0 });
  });

  it('reads 200 words a minute, rounded up, at least one minute', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(200);
    expect(readingStats(words(1)).minutes).toBe(1);
    expect(readingStats(words(200)).minutes).toBe(1);
    expect(readingStats(words(201)).minutes).toBe(2);
    expect(readingStats(words(1000))).toEqual({ words: 1000, minutes: 5 });
  });

  it('counts words of any script', () => {
    expect(readingStats('<p>Grüße aus Köln, 2026</p>').words).toBe(4);
  });
});

describe('what a publish needs', () => {
  it('takes a picture alone as a body, empty paragraphs not', () => {
    expect(hasArticleBody('<p><img src="/media/a.webp" alt="Quay"></p>')).toBe(true);
    expect(hasArticleBody('<p></p><p><br></p>')).toBe(false);
  });

  it('names the title first, then the body', () => {
    expect(refuseArticlePublish({ title: ' ', content: '' })?.message).toBe(
      SERVER_MESSAGES.titleRequired,
    );
    expect(refuseArticlePublish({ title: 'Harbour', content: '<p></p>' })).toEqual({
      status: 400,
      message: SERVER_MESSAGES.bodyRequired,
    });
    expect(refuseArticlePublish({ title: 'Harbour', content: '<p>Night.</p>' })).toBeNull();
  });
});
