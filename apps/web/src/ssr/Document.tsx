import { mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_SCRIPT } from '../colorScheme/colorSchemeScript';
import { scriptSafeJson } from '../pageMeta/scriptSafeJson';
import { SITE_LANGUAGE, THEME_COLORS } from '../pageMeta/siteMeta';
import { BOOT_ATTRIBUTES, PAGE_DATA_ELEMENT_ID, type PageData } from './pageData';

export interface DocumentProps {
  data: PageData;
  children: ReactNode;
}

/**
 * The whole HTML document of a server-rendered page, rendered by the server and hydrated by the
 * browser (`hydrateRoot(document, …)`): the head's fixed tags and style sheets (each page adds
 * its title and meta tags, which React hoists here), the app in `#root`, and the page data.
 * Two scripts: the colour scheme's, first in the head (a few bytes, so that the page paints in
 * the reader's scheme), and the boot module's, last: it starts the app once the page has loaded
 * (src/boot.ts), so the app's code never holds up the page's own style sheets and pictures.
 */
export function Document({ data, children }: DocumentProps) {
  return (
    // Light until the head's script sets the reader's scheme (Mantine's attribute; React lets
    // the script's change stand when it hydrates).
    <html lang={SITE_LANGUAGE} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {/* Before the style sheets, which would hold it up; allowed by its hash (CSP). Its text
            is the server's alone: it has run by the time the browser hydrates, React keeps the
            element as it is, and the first load carries no copy of it. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, not data
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? COLOR_SCHEME_SCRIPT : '' }}
          suppressHydrationWarning
        />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={THEME_COLORS.light}
        />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {data.brandStyles && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS made from a checked #rrggbb
          <style dangerouslySetInnerHTML={{ __html: data.brandStyles }} />
        )}
        {/* Without scripts the head's script cannot pick the system's dark scheme: this sheet
            does (build/noScriptDarkStyles.ts). */}
        <noscript>
          <link
            rel="stylesheet"
            href={data.assets.noScriptDarkStyles}
            media="(prefers-color-scheme: dark)"
          />
        </noscript>
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={PAGE_DATA_ELEMENT_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
        />
        <script
          type="module"
          src={data.assets.boot}
          {...{
            [BOOT_ATTRIBUTES.entry]: data.assets.entry,
            [BOOT_ATTRIBUTES.modules]: data.assets.modules.join(' '),
            [BOOT_ATTRIBUTES.preloads]: data.assets.preloads.join(' '),
          }}
        />
      </body>
    </html>
  );
}
