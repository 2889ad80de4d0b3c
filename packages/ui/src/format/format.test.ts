import { describe, expect, it } from 'vitest';
import { capitalise, formatDate, formatDraftDate, truncate } from './format';

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('Short title', 60)).toBe('Short title');
    expect(truncate('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}...`);
  });
});

describe('dates', () => {
  it('formats other dates in en-US and drafts in en-IN', () => {
    expect(formatDate('2026-03-05T10:30:00Z')).toBe('March 5, 2026');
    expect(formatDraftDate('2026-03-05T10:30:00Z')).toMatch(/5 Mar 2026/);
    expect(formatDate('not a date')).toBe('');
  });
});

describe('capitalise', () => {
  it('capitalises the category slug', () => {
    expect(capitalise('world')).toBe('World');
  });
});
