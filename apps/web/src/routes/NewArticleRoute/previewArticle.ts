import {
  type Article,
  type AuthorSummary,
  articleTags,
  findCategoryById,
  noReactions,
  readingStats,
  SITE_NAME,
} from '@byline/api-client';
import type { ArticleEditorSnapshot } from '@byline/ui/editor';

/**
 * The article as readers will see it, made from the editor's form, so an article can be previewed
 * before any save. Its cover is the one the server has; a newly chosen file shows once saved.
 */
export function previewArticle(
  snapshot: ArticleEditorSnapshot,
  context: {
    newsId: number | null;
    author: AuthorSummary;
    imagePath: string | null;
  },
  designation: string,
): Article {
  const now = new Date().toISOString();
  const category = snapshot.category === null ? undefined : findCategoryById(snapshot.category);
  return {
    id: context.newsId ?? 0,
    title: snapshot.title.trim(),
    subtitle: '',
    description: snapshot.description.trim(),
    image_url: context.imagePath,
    image_alt: snapshot.image_alt.trim(),
    pub_date: now,
    date: now,
    source_name: SITE_NAME,
    source_icon: null,
    category_name: category?.name ?? '',
    keywords: snapshot.keywords,
    author_designation: designation,
    status: 'draft',
    // The preview shows the page, not its share card: no X account needed.
    author: { ...context.author, x_handle: '' },
    reading_minutes: readingStats(snapshot.content).minutes,
    content: snapshot.content,
    creator: snapshot.creator,
    video_url: snapshot.video_url.trim() || null,
    category_id: snapshot.category ?? 0,
    created_at: now,
    updated_at: now,
    image_width: null,
    image_height: null,
    tags: articleTags(snapshot.keywords),
    reactions: noReactions(),
    fediverse: { likes: 0, boosts: 0 },
  };
}
