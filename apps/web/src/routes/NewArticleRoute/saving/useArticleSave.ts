import {
  isApiError,
  type SaveArticleResult,
  SERVER_MESSAGES,
  usePublishDraft,
  useSaveArticle,
} from '@byline/api-client';
import type { ArticleEditorValues } from '@byline/ui/editor';
import { useCallback } from 'react';

/**
 * The editor's fields as the server stores them: the form's values without the draft's id (a
 * chosen cover file travels once; the cover's description is always sent, so clearing it clears
 * the stored one).
 */
export type ArticleFields = Omit<ArticleEditorValues, 'news_id'>;

/** Which article a save changes: a new one (by its client key) or a saved one (by id and version). */
export interface SaveTarget {
  key: string;
  newsId: number | null;
  baseVersion: number | null;
}

/** What a save does with the text: keep it as a draft (an autosave too), publish or schedule it. */
export type SaveIntent =
  | { kind: 'autosave' }
  | { kind: 'draft' }
  | { kind: 'publish'; publishAt?: Date };

export interface ArticleSaveRequest {
  fields: ArticleFields;
  target: SaveTarget;
  intent: SaveIntent;
  /** Sent as the page is hidden: the request outlives the tab (fetch `keepalive`). */
  keepalive?: boolean;
}

/**
 * A save refused because the server has a newer version than the one the text is based on
 * (another tab or device saved meanwhile): the author chooses between the two texts.
 */
export function isVersionConflict(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 409 && error.message === SERVER_MESSAGES.draftConflict
  );
}

/**
 * The one way the editor's text reaches the server: autosave, SAVE AS DRAFT, PUBLISH and
 * SCHEDULE all go through here, so they refresh the same cached lists (the save hooks') and meet
 * a newer version with the same 409 (`isVersionConflict`). A saved article is saved on its base
 * version first and then published, so a stale text is never published over a newer one.
 */
export function useArticleSave(): (request: ArticleSaveRequest) => Promise<SaveArticleResult> {
  const { trigger: saveArticle } = useSaveArticle();
  const { trigger: publishDraft } = usePublishDraft();
  return useCallback(
    async ({ fields, target, intent, keepalive }: ArticleSaveRequest) => {
      const publishAt = intent.kind === 'publish' ? intent.publishAt?.toISOString() : undefined;
      const options = keepalive ? { keepalive } : undefined;
      if (target.newsId === null) {
        return saveArticle(
          {
            ...fields,
            client_key: target.key,
            is_draft: intent.kind !== 'publish',
            ...(intent.kind === 'autosave' ? { autosave: true } : {}),
            ...(publishAt ? { publish_at: publishAt } : {}),
          },
          options,
        );
      }
      const saved = await saveArticle(
        {
          ...fields,
          news_id: target.newsId,
          ...(target.baseVersion === null ? {} : { base_version: target.baseVersion }),
          is_draft: true,
          ...(intent.kind === 'autosave' ? { autosave: true } : {}),
        },
        options,
      );
      if (intent.kind !== 'publish') return saved;
      return publishDraft({
        news_id: target.newsId,
        base_version: saved.version,
        ...(publishAt ? { publish_at: publishAt } : {}),
      });
    },
    [saveArticle, publishDraft],
  );
}
