import { scriptSafeJson } from './scriptSafeJson';

/**
 * JSON-LD for search engines, in the page's body. Crawlers read it from the server's HTML, so
 * only the server writes it: callers pass `import.meta.env.SSR ? build() : null`, which leaves
 * the builders out of the browser's bundle. Hydrating keeps the server's text as it is; a page
 * the browser renders itself carries an empty element.
 */
export function StructuredData({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped
      dangerouslySetInnerHTML={{ __html: data === null ? '' : scriptSafeJson(data) }}
      suppressHydrationWarning
    />
  );
}
