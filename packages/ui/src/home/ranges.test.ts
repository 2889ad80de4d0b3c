import { describe, expect, it } from 'vitest';
import { itemRange } from './ranges';

describe('itemRange', () => {
  const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('takes an inclusive, zero-based range', () => {
    expect(itemRange(list, 1, 6)).toEqual(['b', 'c', 'd', 'e', 'f', 'g']);
    expect(itemRange(list, 0, 2)).toEqual(['a', 'b', 'c']);
  });

  it('is short when the list is short, and empty without a list', () => {
    expect(itemRange(list, 7, 10)).toEqual(['h']);
    expect(itemRange(undefined, 1, 6)).toEqual([]);
  });
});
