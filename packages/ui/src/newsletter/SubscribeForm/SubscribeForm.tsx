import type { Subscription } from '@byline/api-client/contract';
import { Box, Button, Group, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { CHECK_TEXTS, READER_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import classes from './SubscribeForm.module.css';

export interface SubscribeFormProps {
  /** Asks for a subscription (a confirmation email follows); rejects with the server's reason. */
  onSubscribe?: (email: string) => Promise<Subscription>;
}

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'subscribed' };

/**
 * The footer's newsletter block (docs/product.md#the-newsletter): the address is checked before
 * it is sent, the button shows a loader while it travels, then the success message (check your
 * inbox: the address is on the list once its emailed link is confirmed), or the server's reason.
 * Without `onSubscribe` (a page without the API) it only checks.
 */
export function SubscribeForm({ onSubscribe }: SubscribeFormProps) {
  const checkTexts = useMessages(CHECK_TEXTS);
  const readerTexts = useMessages(READER_TEXTS);
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { checkEmail } = await import('./checkEmail');
    const checked = checkEmail(email, checkTexts.subscribeEmail);
    if (!checked.ok) {
      setState({ kind: 'invalid', message: checked.message });
      return;
    }
    if (!onSubscribe) return;
    setState({ kind: 'sending' });
    try {
      await onSubscribe(checked.email);
      setState({ kind: 'subscribed' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof Error ? error.message : checkTexts.internal,
      });
    }
  };

  const message = state.kind === 'invalid' || state.kind === 'failed' ? state.message : null;

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.title} mb="xs">
        {readerTexts.subscribeHeading}
      </Title>
      <Text size="sm" c="gray.3" mb="sm">
        {readerTexts.subscribeText}
      </Text>
      {state.kind === 'subscribed' ? (
        <Box role="status">
          <Text size="sm" c="white" fw={600}>
            {checkTexts.subscribed}
          </Text>
        </Box>
      ) : (
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              type="email"
              name="email"
              label={readerTexts.emailLabel}
              placeholder={readerTexts.emailPlaceholder}
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (state.kind === 'invalid') setState({ kind: 'idle' });
              }}
              // The message goes below the row, so the button stays level with the field.
              error={state.kind === 'invalid'}
              style={{ flex: 1 }}
              classNames={{ label: classes.label }}
            />
            <Button type="submit" loading={state.kind === 'sending'}>
              {readerTexts.subscribe}
            </Button>
          </Group>
          {message === null ? null : (
            <Text role="alert" size="sm" className={classes.error} mt="xs">
              {message}
            </Text>
          )}
        </>
      )}
    </Box>
  );
}
