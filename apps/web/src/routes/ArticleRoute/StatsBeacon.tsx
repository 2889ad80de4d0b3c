import { useApiClient } from '@byline/api-client';
import { useEffect } from 'react';

/** The article body's element (the kit's ArticlePage marks it). */
const BODY_SELECTOR = '[data-article-body]';

/**
 * Tells the stats (docs/adr/0035) about this page view, once each: `view` with the viewport's
 * width (its device class is counted, never the width), then `read` when the bottom of the
 * article's text has been on screen. Nothing identifies the reader: the server counts each
 * reader, article and day once, by what it already knows of the request. Loaded when the page
 * is idle, in a chunk of its own; failures are ignored (a lost count is no reader's problem).
 */
export function StatsBeacon({ newsId }: { newsId: number }) {
  const client = useApiClient();
  useEffect(() => {
    const send = (event: 'view' | 'read') => {
      client
        .statsBeacon({ news_id: newsId, event, width: Math.max(1, window.innerWidth) })
        .catch(() => {});
    };
    send('view');
    let sent = false;
    let frame = 0;
    const check = () => {
      frame = 0;
      const body = document.querySelector(BODY_SELECTOR);
      if (sent || !body) return;
      if (body.getBoundingClientRect().bottom <= window.innerHeight) {
        sent = true;
        send('read');
        window.removeEventListener('scroll', onScroll);
      }
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [client, newsId]);
  return null;
}
