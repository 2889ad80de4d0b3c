import { useConfirmSubscription, useUnsubscribe } from '@byline/api-client';
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

/**
 * /newsletter/confirm?token=…: the confirmation email's page (docs/adr/0029). Opening the link
 * changes nothing (link scanners open links); its one button confirms the subscription.
 */
export function ConfirmSubscriptionRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { trigger } = useConfirmSubscription();
  const confirm = useCallback((linkToken: string) => trigger({ token: linkToken }), [trigger]);
  return (
    <>
      <PageMeta
        noindex
        title={NEWSLETTER_TEXTS.confirmTitle}
        description={NEWSLETTER_TEXTS.confirmText}
      />
      <PageContainer width="narrow">
        <UnsubscribePanel purpose="confirm" token={token} onUnsubscribe={confirm} />
      </PageContainer>
    </>
  );
}
