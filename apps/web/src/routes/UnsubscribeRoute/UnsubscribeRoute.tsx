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

/** The link's token, from `?token=`; null when the page was opened without one. */
function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() || null;
}

/** A page whose one button does what its emailed link is for (link scanners open links). */
function LinkButtonPage({
  purpose,
  run,
}: {
  purpose: 'unsubscribe' | 'confirm';
  run: (input: { token: string }) => Promise<unknown>;
}) {
  const token = useLinkToken();
  const act = useCallback((linkToken: string) => run({ token: linkToken }), [run]);
  const confirming = purpose === 'confirm';
  return (
    <>
      {/* A page of one reader's link: nothing for a search engine. */}
      <PageMeta
        noindex
        title={confirming ? NEWSLETTER_TEXTS.confirmTitle : NEWSLETTER_TEXTS.unsubscribeTitle}
        description={confirming ? NEWSLETTER_TEXTS.confirmText : NEWSLETTER_TEXTS.unsubscribeText}
      />
      <PageContainer width="narrow">
        <UnsubscribePanel purpose={purpose} token={token} onUnsubscribe={act} />
      </PageContainer>
    </>
  );
}

/**
 * /unsubscribe?token=…: the newsletter's unsubscribe page (docs/product.md#the-newsletter).
 * Rendered in the browser; its one button sends the link's token (docs/adr/0017, 0029).
 */
export function UnsubscribeRoute() {
  return <LinkButtonPage purpose="unsubscribe" run={useUnsubscribe().trigger} />;
}

/**
 * /newsletter/confirm?token=…: the confirmation email's page (docs/adr/0029). Opening the link
 * changes nothing; its one button confirms the subscription.
 */
export function ConfirmSubscriptionRoute() {
  return <LinkButtonPage purpose="confirm" run={useConfirmSubscription().trigger} />;
}

/**
 * /newsletter/preferences?token=…: what a subscriber gets, reached from every email by its signed
 * link (docs/adr/0029); no password.
 */
export function NewsletterPreferencesRoute() {
  const token = useLinkToken();
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
