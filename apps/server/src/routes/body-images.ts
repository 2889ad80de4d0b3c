import { SERVER_MESSAGES } from '@byline/api-client/contract';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { storeImage } from '../media/images';
import type { RouteDependencies } from './dependencies';

/**
 * Pictures in the article body (docs/product.md#pictures-in-the-body): each is uploaded on its own as the author pastes,
 * drops or picks it; checked by its bytes, re-encoded and stored like a cover. The body then
 * holds the picture's media URL, never the picture itself.
 */
export function registerBodyImageRoutes({ app, storage, rateLimits }: RouteDependencies): void {
  registerEndpoint(
    app,
    'uploadBodyImage',
    { rateLimit: rateLimits.writes },
    async ({ requireRole, file }) => {
      requireRole('writeDrafts');
      if (!file) throw new HttpError(400, SERVER_MESSAGES.invalidImage);
      return { data: await storeImage(storage, file.bytes, 'article') };
    },
  );
}
