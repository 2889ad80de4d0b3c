import { z } from 'zod/mini';
import { idSchema, wholeNumberSchema } from './entities';
import { RELATED_NEWS_LIMIT, RELATED_NEWS_MAX_LIMIT } from './limits';

/**
 * Related reading beside an article (docs/product.md#article-page): live articles, never the article itself, the
 * same category and the same author first, then the most read. The article page shows the
 * answer's first items as Recommended and the next ones in "More from Byline", so the two lists
 * repeat neither the article nor each other.
 */

export const relatedNewsQuerySchema = z.object({
  news_id: idSchema,
  limit: z._default(wholeNumberSchema(RELATED_NEWS_MAX_LIMIT), RELATED_NEWS_LIMIT),
});
export type RelatedNewsQuery = z.input<typeof relatedNewsQuerySchema>;

/** Where an article sits: what relatedness compares. */
export interface RelatedPlacement {
  id: number;
  categoryId: number;
  authorId: number;
}

/** A candidate for the answer, with its view count (the most-read order). */
export interface RelatedCandidate extends RelatedPlacement {
  views: number;
}

/** 0: same category and author; 1: same category; 2: same author; 3: neither. */
function tierOf(article: RelatedPlacement, candidate: RelatedPlacement): number {
  const category = candidate.categoryId === article.categoryId;
  const author = candidate.authorId === article.authorId;
  return category && author ? 0 : category ? 1 : author ? 2 : 3;
}

/**
 * The rule both backends answer by: without the article and without repeats, the closest tier
 * first, the most read within a tier (the newer id on a tie), at most `limit`.
 */
export function rankRelated<Candidate extends RelatedCandidate>(
  article: RelatedPlacement,
  candidates: Iterable<Candidate>,
  limit: number,
): Candidate[] {
  const unique = new Map<number, Candidate>();
  for (const candidate of candidates) {
    if (candidate.id !== article.id) unique.set(candidate.id, candidate);
  }
  return [...unique.values()]
    .map((candidate) => ({ candidate, tier: tierOf(article, candidate) }))
    .sort(
      (a, b) =>
        a.tier - b.tier || b.candidate.views - a.candidate.views || b.candidate.id - a.candidate.id,
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
