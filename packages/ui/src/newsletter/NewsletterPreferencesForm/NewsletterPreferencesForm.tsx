import type { NewsletterPreferences } from '@byline/api-client/contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CHECK_TEXTS, NEWSLETTER_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';

export interface NewsletterPreferencesFormProps {
  /** The link's token; null when the page was opened without one. */
  token: string | null;
  /** What the subscription gets now; undefined while it loads. */
  preferences: NewsletterPreferences | undefined;
  /** Why the preferences could not be read (an expired or forged link says so). */
  loadError?: string | undefined;
  categories: ReadonlyArray<{ id: number; name: string }>;
  /** Saves; rejects with an Error whose message is the server's reason. */
  onSave: (choices: Omit<NewsletterPreferences, 'can_follow_authors'>) => Promise<unknown>;
}

type State =
  | { kind: 'ready' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/**
 * The newsletter's preferences page, reached from every email by its signed link: every article
 * or a daily digest, all news or chosen categories, and, for a subscriber who signed up signed in,
 * the authors they follow. No password: the link is the key.
 */
export function NewsletterPreferencesForm(props: NewsletterPreferencesFormProps) {
  const { token, preferences } = props;
  const texts = useMessages(NEWSLETTER_TEXTS);
  const checkTexts = useMessages(CHECK_TEXTS);
  const urls = useUrls();
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.preferencesTitle}
        </Title>
        {token === null ? (
          <Alert color="red" role="alert">
            {texts.unsubscribeMissingToken}
          </Alert>
        ) : props.loadError ? (
          <Alert color="red" role="alert">
            {props.loadError}
          </Alert>
        ) : preferences ? (
          <Choices
            {...props}
            preferences={preferences}
            savedText={checkTexts.newsletterPreferencesSaved}
          />
        ) : (
          <Text c="dimmed">…</Text>
        )}
        {token === null ? null : (
          <Anchor component={AppLink} href={urls.unsubscribe(token)}>
            {texts.preferencesLeave}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function Choices({
  preferences,
  categories,
  onSave,
  savedText,
}: NewsletterPreferencesFormProps & { preferences: NewsletterPreferences; savedText: string }) {
  const texts = useMessages(NEWSLETTER_TEXTS);
  const [mode, setMode] = useState(preferences.mode);
  const [chosen, setChosen] = useState(preferences.categories.map(String));
  const [followAuthors, setFollowAuthors] = useState(preferences.follow_authors);
  const [state, setState] = useState<State>({ kind: 'ready' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      await onSave({ mode, categories: chosen.map(Number), follow_authors: followAuthors });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="lg">
        <Radio.Group
          label={texts.preferencesModeLabel}
          value={mode}
          onChange={(value) => setMode(value === 'digest' ? 'digest' : 'each')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="each" label={texts.preferencesEach} />
            <Radio value="digest" label={texts.preferencesDigest} />
          </Stack>
        </Radio.Group>
        <Checkbox.Group
          label={texts.preferencesCategoriesLabel}
          description={texts.preferencesCategoriesHint}
          value={chosen}
          onChange={setChosen}
        >
          <Group gap="md" mt="xs">
            {categories.map((category) => (
              <Checkbox key={category.id} value={String(category.id)} label={category.name} />
            ))}
          </Group>
        </Checkbox.Group>
        {preferences.can_follow_authors ? (
          <Checkbox
            label={texts.preferencesFollowAuthors}
            checked={followAuthors}
            onChange={(event) => setFollowAuthors(event.currentTarget.checked)}
          />
        ) : null}
        {state.kind === 'saved' ? (
          <Alert color="teal" role="status">
            {savedText}
          </Alert>
        ) : null}
        {state.kind === 'failed' ? (
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
        ) : null}
        <Button type="submit" loading={state.kind === 'saving'} style={{ alignSelf: 'flex-start' }}>
          {texts.preferencesSave}
        </Button>
      </Stack>
    </form>
  );
}
