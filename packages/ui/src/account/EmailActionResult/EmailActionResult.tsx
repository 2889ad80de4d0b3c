import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { ACCOUNT_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';

export interface EmailActionResultProps {
  /**
   * `checking` the link; `done`: the address changed (`message` says to what); `failed`: an
   * expired, used or incomplete link, or one that could not be checked, and nothing changed.
   */
  state: 'checking' | 'done' | 'failed';
  message?: string;
  /** Offered when the link could not be checked (the network): try again. */
  onRetry?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Where an email change's confirmation link lands: checking it, then the new address, or why the
 * link cannot be used (the address stays as it was).
 */
export function EmailActionResult(props: EmailActionResultProps) {
  const texts = useMessages(ACCOUNT_TEXTS);
  const urls = useUrls();
  return (
    <Paper ref={props.ref} withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {texts.actionTitle}
        </Title>
        {props.state === 'checking' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{texts.actionChecking}</Text>
          </Group>
        )}
        {props.state === 'done' && (
          <>
            <Alert
              color="blue"
              variant="light"
              role="status"
              title={texts.actionDone}
              icon={<IconCircleCheck aria-hidden="true" />}
            >
              {props.message}
            </Alert>
            <Group>
              <Button component={AppLink} href={urls.login}>
                {texts.loginButton}
              </Button>
            </Group>
          </>
        )}
        {props.state === 'failed' && (
          <>
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={texts.actionFailed}
              icon={<IconAlertCircle aria-hidden="true" />}
            >
              <Text size="sm" c="var(--mantine-color-error)">
                {props.message}
              </Text>
            </Alert>
            <Group>
              {props.onRetry && (
                <Button variant="outline" onClick={props.onRetry}>
                  {texts.retry}
                </Button>
              )}
              <Button component={AppLink} href={urls.account} variant="subtle">
                {texts.backToAccount}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
