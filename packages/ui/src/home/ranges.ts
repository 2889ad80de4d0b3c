/**
 * Item ranges read as "items 1 to 6" (zero-based, inclusive; docs/product.md#home): item 0 is the
 * featured one. `itemRange(list, 1, 6)` is those six.
 */
export function itemRange<T>(items: readonly T[] | undefined, from: number, to: number): T[] {
  return (items ?? []).slice(from, to + 1);
}
