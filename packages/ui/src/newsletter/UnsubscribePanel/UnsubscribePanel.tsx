import { SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { NEWSLETTER_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';

export interface UnsubscribePanelProps {
  /** The token of the link; null when the page was opened without one. */
  token: string | null;
  /** Ends the subscription; rejects with an Error whose message is the server's reason. */
  onUnsubscribe: (token: string) => Promise<unknown>;
}

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/**
 * The unsubscribe page (issue 14): one button confirms, since mail scanners open links on their
 * own and a link alone must not unsubscribe; then the result, or the server's reason.
 */
export function UnsubscribePanel({ token, onUnsubscribe }: UnsubscribePanelProps) {
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
        message: error instanceof Error ? error.message : SERVER_MESSAGES.internal,
      });
    }
  };

  return (
    <Paper withBorder p="xl" maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {NEWSLETTER_TEXTS.unsubscribeTitle}
        </Title>
        {token === null ? (
          <Alert color="red" role="alert">
            {NEWSLETTER_TEXTS.unsubscribeMissingToken}
          </Alert>
        ) : state.kind === 'done' ? (
          <>
            <Alert color="teal" role="status">
              {SUCCESS_MESSAGES.unsubscribed}
            </Alert>
            <Anchor component={AppLink} href={urls.home}>
              {NEWSLETTER_TEXTS.unsubscribeDone}
            </Anchor>
          </>
        ) : (
          <>
            <Text>{NEWSLETTER_TEXTS.unsubscribeText}</Text>
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
              {NEWSLETTER_TEXTS.unsubscribeButton}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
