import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, weakEtag } from '../src/http/etag';

describe('ETags', () => {
  it('gives equal bytes the same weak tag and different bytes another', () => {
    const tag = weakEtag(Buffer.from('{"a":1}'));
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag('{"a":1}')).toBe(tag);
    expect(weakEtag('{"a":2}')).not.toBe(tag);
  });

  it.each([
    ['the same weak tag', 'W/"abc"', true],
    ['the strong form of the tag (weak comparison)', '"abc"', true],
    ['a list naming it', '"old", W/"abc" , "other"', true],
    ['a list without spaces', 'W/"x",W/"abc"', true],
    ['*', '*', true],
    ['* with spaces', ' * ', true],
    ['another tag', 'W/"abd"', false],
    ['a tag that contains it', 'W/"abcd"', false],
    ['a list without it', '"x", "y"', false],
    ['a tag containing a comma', '"ab,c"', false],
    ['an unquoted tag', 'abc', false],
    ['an empty header', '', false],
  ])('If-None-Match with %s: %s', (_case, header, matches) => {
    expect(ifNoneMatchMatches(header, 'W/"abc"')).toBe(matches);
  });

  it('matches nothing without the header, and reads repeated headers as one list', () => {
    expect(ifNoneMatchMatches(undefined, 'W/"abc"')).toBe(false);
    expect(ifNoneMatchMatches(['"x"', 'W/"abc"'], 'W/"abc"')).toBe(true);
  });

  it('compares strong tags of the server weakly too', () => {
    expect(ifNoneMatchMatches('W/"abc"', '"abc"')).toBe(true);
  });
});
