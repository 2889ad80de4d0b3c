import { SITE_NAME } from '@byline/ui/constants';
import { createContext, useContext } from 'react';

/**
 * The site's name as its settings have it (docs/adr/0038), for page titles and share tags: the
 * layout provides it from the settings every page is rendered with; Byline's outside a layout.
 */
const SiteNameContext = createContext(SITE_NAME);

export const SiteNameProvider = SiteNameContext.Provider;

export const useSiteName = () => useContext(SiteNameContext);
