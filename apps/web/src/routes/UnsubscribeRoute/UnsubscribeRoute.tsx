import { useUnsubscribe } from '@byline/api-client';
import { NEWSLETTER_TEXTS, PageContainer, UnsubscribePanel } from '@byline/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../pageMeta/PageMeta';

/**
 * /unsubscribe?token=…: the newsletter's unsubscribe page (docs/product.md#the-newsletter). Rendered in the browser; its
 * one button sends the link's token (docs/adr/0017).
 */
export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { trigger } = useUnsubscribe();
  const unsubscribe = useCallback((linkToken: string) => trigger({ token: linkToken }), [trigger]);
  return (
    <>
      {/* A page of one reader's link: nothing for a search engine. */}
      <PageMeta
        noindex
        title={NEWSLETTER_TEXTS.unsubscribeTitle}
        description={NEWSLETTER_TEXTS.unsubscribeText}
      />
      <PageContainer width="narrow">
        <UnsubscribePanel token={token} onUnsubscribe={unsubscribe} />
      </PageContainer>
    </>
  );
}
