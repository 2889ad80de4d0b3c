import { useEffect } from 'react';

const SITE_NAME = 'Byline';

/** Each page sets its document title and description. */
export function usePageMeta(title: string | null | undefined, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: independent news`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
