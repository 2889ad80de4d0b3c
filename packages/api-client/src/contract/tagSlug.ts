/**
 * Tags (docs/product.md#tags): an article's keywords, each a link to the page of the live
 * articles that carry it. A tag is known by its slug, the one rule below; the page, its feeds,
 * the sitemap and the database's `article_tags` all use it. Plain functions, no schema: the
 * router's canonical paths and the article page use them.
 */

/** The combining diacritical marks NFKD splits off letters (é → e + U+0301). */
const DIACRITICS = /[\u0300-\u036f]/g;

/**
 * A keyword's slug: its letters' diacritics folded (NFKD, marks dropped), lower-cased, every run
 * of characters other than a–z and 0–9 one `-`, no `-` at either end. `Climate Change` and
 * `climate  change!` are `climate-change`, `Zürich` is `zurich`. A keyword with no latin letter or
 * digit (`中文`, `—`) has no slug ('') and no tag page: it is shown without a link.
 *
 * The seed and migration 0020 write the same steps in SQL (`tagSlugsSql` on the server, checked
 * against the testing module's TAG_SLUG_CASES); nothing else may compute a slug.
 */
export function tagSlug(keyword: string): string {
  return keyword
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The distinct slugs of an article's keywords, in their order, without the empty one. */
export function tagSlugsOf(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map(tagSlug))].filter((slug) => slug !== '');
}

/** An article's keywords as tags: the first keyword of each slug, with its slug. */
export interface ArticleTag {
  /** The keyword as its author wrote it (the tag's label). */
  name: string;
  slug: string;
}

export function articleTags(keywords: readonly string[]): ArticleTag[] {
  const seen = new Set<string>();
  const tags: ArticleTag[] = [];
  for (const keyword of keywords) {
    const slug = tagSlug(keyword);
    if (slug === '' || seen.has(slug)) continue;
    seen.add(slug);
    tags.push({ name: keyword.trim(), slug });
  }
  return tags;
}

/**
 * A tag page's heading: the keyword as the newest of its articles writes it, else the slug
 * (`climate-change`) with its dashes as spaces.
 */
export function tagName(slug: string, items: readonly { keywords: readonly string[] }[]): string {
  for (const item of items) {
    const keyword = item.keywords.find((candidate) => tagSlug(candidate) === slug);
    if (keyword) return keyword.trim();
  }
  return slug.replace(/-/g, ' ');
}

/** The longest slug a keyword can make (keywords are at most 60 characters; NFKD may widen). */
export const TAG_SLUG_MAX = 120;
/** What a slug looks like: tagSlug's output, never empty. */
export const TAG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `text` is a slug as tagSlug makes them (a tag page's own address). */
export function isTagSlug(text: string): boolean {
  return text.length <= TAG_SLUG_MAX && TAG_SLUG_PATTERN.test(text);
}
