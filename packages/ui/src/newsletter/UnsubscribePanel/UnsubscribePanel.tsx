import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CHECK_TEXTS, NEWSLETTER_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';

export interface UnsubscribePanelProps {
  /** The token of the link; null when the page was opened without one. */
  token: string | null;
  /** Ends (or confirms) the subscription; rejects with an Error whose message is the server's reason. */
  onUnsubscribe: (token: string) => Promise<unknown>;
  /** `confirm`: the confirmation email's page, which confirms a subscription the same way. */
  purpose?: 'unsubscribe' | 'confirm';
}

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/**
 * The unsubscribe page, and the confirmation email's: one button does it, since mail scanners
 * open links on their own and a link alone must change nothing; then the result, or the server's
 * reason (an expired or forged link says so).
 */
export function UnsubscribePanel({
  token,
  onUnsubscribe,
  purpose = 'unsubscribe',
}: UnsubscribePanelProps) {
  const checkTexts = useMessages(CHECK_TEXTS);
  const newsletterTexts = useMessages(NEWSLETTER_TEXTS);
  const confirming = purpose === 'confirm';
  const texts = {
    title: confirming ? newsletterTexts.confirmTitle : newsletterTexts.unsubscribeTitle,
    text: confirming ? newsletterTexts.confirmText : newsletterTexts.unsubscribeText,
    button: confirming ? newsletterTexts.confirmButton : newsletterTexts.unsubscribeButton,
    done: confirming ? checkTexts.subscriptionConfirmed : checkTexts.unsubscribed,
  };
  const urls = useUrls();
  const [state, setState] = useState<State>({ kind: 'ready' });

  const confirm = async (linkToken: string) => {
    setState({ kind: 'sending' });
    try {
      await onUnsubscribe(linkToken);
      setState({ kind: 'done' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof Error ? error.message : checkTexts.internal,
      });
    }
  };

  return (
    <Paper withBorder p="xl" maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        {token === null ? (
          <Alert color="red" role="alert">
            {newsletterTexts.unsubscribeMissingToken}
          </Alert>
        ) : state.kind === 'done' ? (
          <>
            <Alert color="teal" role="status">
              {texts.done}
            </Alert>
            <Anchor component={AppLink} href={urls.home}>
              {newsletterTexts.unsubscribeDone}
            </Anchor>
          </>
        ) : (
          <>
            <Text>{texts.text}</Text>
            {state.kind === 'failed' ? (
              <Alert color="red" role="alert">
                {state.message}
              </Alert>
            ) : null}
            <Button
              onClick={() => void confirm(token)}
              loading={state.kind === 'sending'}
              style={{ alignSelf: 'flex-start' }}
            >
              {texts.button}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
