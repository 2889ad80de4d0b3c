import { SERVER_MESSAGES } from '@byline/api-client/contract';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { readsShowingAnyAuthor } from '../news/read-tags';
import { readSiteSettings, saveSiteLogo, saveSiteSettings } from '../settings/settingsService';
import type { RouteDependencies } from './dependencies';

/** The read tag of the site's settings: dropped with every save. */
export const SITE_SETTINGS_TAG = 'site-settings';

/**
 * The site's settings (docs/adr/0038): every page reads them (a shared cached read); an
 * administrator saves them (`manageSettings`), which drops every cached read that shows them
 * (the settings, and the lists that name categories).
 */
export function registerSettingsRoutes({
  app,
  db,
  storage,
  rateLimits,
  readCache,
}: RouteDependencies): void {
  registerEndpoint(
    app,
    'siteSettings',
    { rateLimit: rateLimits.reads, cache: { store: readCache, tags: () => [SITE_SETTINGS_TAG] } },
    async () => ({ data: await readSiteSettings(db) }),
  );

  registerEndpoint(
    app,
    'updateSiteSettings',
    { rateLimit: rateLimits.writes },
    async ({ input, requireRole }) => {
      requireRole('manageSettings');
      const saved = await saveSiteSettings(db, input);
      readCache.invalidate([SITE_SETTINGS_TAG, ...readsShowingAnyAuthor()]);
      return saved;
    },
  );

  registerEndpoint(
    app,
    'uploadSiteLogo',
    { rateLimit: rateLimits.writes },
    async ({ requireRole, file }) => {
      requireRole('manageSettings');
      if (!file) throw new HttpError(400, SERVER_MESSAGES.invalidImage);
      const saved = await saveSiteLogo({ db, storage }, file.bytes);
      readCache.invalidate([SITE_SETTINGS_TAG]);
      return saved;
    },
  );
}
