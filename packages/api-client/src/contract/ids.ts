import { DB_INTEGER_MAX } from './limits';

/**
 * An id as a page's URL carries it: a whole number from 1 to `max`, as a number or as digits,
 * else null. The same rule as `idSchema` (entities.ts, which the server and the client validate
 * with), without zod, so that a page can read its URL before the schemas load; ids.test.ts
 * holds the two to the same answers.
 */
export function parseId(value: unknown, max: number = DB_INTEGER_MAX): number | null {
  let id: number;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && /^\d+$/.test(value.trim())) id = Number(value.trim());
  else return null;
  return Number.isInteger(id) && id > 0 && id <= max ? id : null;
}
