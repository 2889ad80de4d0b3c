// Kept apart from rules.ts: the article page calls it on a reader's first load, which must not
// carry the rules' messages (ADR 0031).

/**
 * Whether a published article's page should say it was updated: its text changed for readers
 * after it was first published (a publication itself sets both times alike).
 */
export function wasUpdatedAfterPublishing(article: {
  pub_date: string | null;
  updated_at: string;
}): boolean {
  if (article.pub_date === null) return false;
  return Date.parse(article.updated_at) > Date.parse(article.pub_date);
}
