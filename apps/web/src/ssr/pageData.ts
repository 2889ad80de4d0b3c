import type { SwrSnapshot } from '@byline/api-client';

/** Style sheets to link and modules to fetch early. */
export interface ModuleAssets {
  styles: string[];
  preloads: string[];
}

/** What the document links: its style sheets, and the scripts its boot module starts. */
export interface DocumentAssets {
  /** The app's entry module (main.tsx): the boot module imports it once the page has loaded. */
  entry: string;
  /** The boot module (src/boot.ts), the page's only script tag. */
  boot: string;
  styles: string[];
  /** The dark scheme's rules for a reader without JavaScript (build/noScriptDarkStyles.ts). */
  noScriptDarkStyles: string;
  /**
   * The chunks the entry imports, dependencies first: the boot module evaluates them one at a
   * time, each in a task of its own, before the entry (one long task on a phone otherwise).
   */
  modules: string[];
  /** The lazy page's modules, fetched early. */
  preloads: string[];
}

/** The boot module's tag names the entry and the modules to start with it (src/boot.ts). */
export const BOOT_ATTRIBUTES = {
  entry: 'data-byline-entry',
  modules: 'data-byline-modules',
  preloads: 'data-byline-preloads',
} as const;

/**
 * What the client build produced (build/clientAssets.ts): the entry, the boot module, the
 * entry's style sheets and chunks (`preloads`, dependencies first), and each lazy module's.
 */
export interface ClientBuildAssets extends ModuleAssets {
  entry: string;
  boot: string;
  noScriptDarkStyles: string;
  /**
   * What each lazily loaded module adds to the entry's, by its name in the build's manifest
   * (`src/routes/AuthorProfileRoute/AuthorProfileRoute.tsx`): a server-rendered lazy page
   * links its sheets, or it would show unstyled until its code arrived, or for good without
   * JavaScript.
   */
  pages: Record<string, ModuleAssets>;
}

/** What a server-rendered page hands the browser so that hydration renders the same page. */
export interface PageData {
  /** The reads the page was rendered with (SWR keys to data). */
  snapshot: SwrSnapshot;
  /** The site's public origin, for canonical and share URLs. */
  publicOrigin: string;
  /** The site's X account, without the "@" (null for none): share cards name it. */
  siteXHandle: string | null;
  /** The brand colour's theme variables (ssr/brandStyles.ts); empty for the kit's colour. */
  brandStyles: string;
  /**
   * When the server rendered the page (ms since the epoch): "2 hours ago" counts from it on the
   * server and while the browser hydrates (a cached page too), then from the browser's clock.
   */
  renderedAt: number;
  assets: DocumentAssets;
}

/**
 * Set on `<html>` once the browser has taken a server-rendered page over: until then its
 * buttons do nothing (links and forms work as plain HTML). The end-to-end tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-byline-hydrated';

/** The id of the `<script type="application/json">` element that carries the page data. */
export const PAGE_DATA_ELEMENT_ID = 'byline-page-data';

/** The page data of a server-rendered document, or null for a page rendered in the browser alone. */
export function readPageData(doc: Document = document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}
