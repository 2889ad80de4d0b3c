import { PAGE_META } from '@byline/ui/constants';
import { useEffect } from 'react';

/** Each page sets its document title and description. */
export function usePageMeta(title: string | null | undefined, description: string): void {
  useEffect(() => {
    document.title = title ? PAGE_META.pageTitle(title) : PAGE_META.siteTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
