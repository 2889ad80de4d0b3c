import {
  useCategories,
  useConfirmSubscription,
  useNewsletterPreferences,
  useUnsubscribe,
  useUpdateNewsletterPreferences,
} from '@byline/api-client';
import type { UpdateNewsletterPreferencesRequest } from '@byline/api-client/contract';
import {
  NEWSLETTER_TEXTS,
  NewsletterPreferencesForm,
  PageContainer,
  UnsubscribePanel,
} from '@byline/ui';
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

/**
 * /newsletter/preferences?token=…: what a subscriber gets, reached from every email by its signed
 * link (docs/adr/0029); no password.
 */
export function NewsletterPreferencesRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const preferences = useNewsletterPreferences(token);
  const categories = useCategories();
  const { trigger } = useUpdateNewsletterPreferences();
  const save = useCallback(
    (choices: Omit<UpdateNewsletterPreferencesRequest, 'token'>) =>
      trigger({ ...choices, token: token ?? '' }),
    [trigger, token],
  );
  return (
    <>
      <PageMeta
        noindex
        title={NEWSLETTER_TEXTS.preferencesTitle}
        description={NEWSLETTER_TEXTS.preferencesCategoriesHint}
      />
      <PageContainer width="narrow">
        <NewsletterPreferencesForm
          token={token}
          preferences={preferences.data}
          loadError={preferences.error?.message}
          categories={categories.data ?? []}
          onSave={save}
        />
      </PageContainer>
    </>
  );
}
