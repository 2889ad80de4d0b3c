import { describe, expect, it } from 'vitest';
import { idSchema } from './entities';
import { parseId } from './ids';
import { DB_INTEGER_MAX } from './limits';

describe('parseId', () => {
  it.each([
    ['7', 7],
    [' 42 ', 42],
    [7, 7],
    [String(DB_INTEGER_MAX), DB_INTEGER_MAX],
    [String(DB_INTEGER_MAX + 1), null],
    ['0', null],
    [0, null],
    [-3, null],
    ['-3', null],
    ['3.5', null],
    [3.5, null],
    ['abc', null],
    ['', null],
    ['1e3', null],
    ['0x10', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
    [[5], null],
  ])('reads %j as %j, as idSchema does', (value, expected) => {
    expect(parseId(value)).toBe(expected);
    const parsed = idSchema.safeParse(value);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });
});
