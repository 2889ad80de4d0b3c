import { type ApiClient, type Draft, isApiError } from '@byline/api-client';

/** The newest version of a draft on the server, or null when it is no longer a draft. */
export async function findDraft(client: ApiClient, newsId: number | null): Promise<Draft | null> {
  if (newsId === null) return null;
  try {
    return await client.draft({ news_id: newsId });
  } catch (error) {
    // Published, deleted or never the caller's: no draft to load.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
