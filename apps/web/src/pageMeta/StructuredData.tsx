import { scriptSafeJson } from './scriptSafeJson';

/** JSON-LD for search engines, in the page's body. */
export function StructuredData({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
