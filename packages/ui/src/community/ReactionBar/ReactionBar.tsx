import type { ReactionCounts, ReactionKind } from '@byline/api-client/contract';
import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import {
  IconBulb,
  IconConfetti,
  IconHeart,
  IconSparkles,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { REACTION_TEXTS } from '../../constants/conversationTexts';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';
import classes from './ReactionBar.module.css';

/** The kinds in the order the bar shows them: the contract's REACTION_KINDS, each once. */
const KINDS = ['like', 'unicorn', 'insightful', 'celebrate'] as const satisfies ReactionKind[];
// Fails to compile when the contract gains a kind the bar does not show.
const _everyKind: Record<ReactionKind, true> = {
  like: true,
  unicorn: true,
  insightful: true,
  celebrate: true,
} satisfies Record<(typeof KINDS)[number], true>;
void _everyKind;

/** The picture of each kind (decorative: the button is named by its word). */
const ICONS: Record<ReactionKind, TablerIcon> = {
  like: IconHeart,
  unicorn: IconSparkles,
  insightful: IconBulb,
  celebrate: IconConfetti,
};

export interface ReactionBarProps {
  /** How many readers gave each kind. */
  counts: ReactionCounts;
  /** The kinds the viewer gave: pressed. Null or absent while unknown (or signed out). */
  mine?: readonly ReactionKind[] | null;
  /** Signed out, a press asks the reader to sign in instead of reacting. */
  signedIn: boolean;
  /** Where Sign in leads (the login page by default). */
  signInHref?: string;
  /**
   * Gives (`active`) or takes back a kind; resolves once the server has counted it (the counts
   * come back through `counts`), rejects with the reason to show.
   */
  onToggle?: (kind: ReactionKind, active: boolean) => Promise<unknown>;
  /** The bar's accessible name (what is reacted to); the article's by default. */
  label?: string;
  size?: 'sm' | 'md';
}

/** The message of a rejected promise: the server's when it sent one. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Reactions (docs/adr/0025): one toggle per kind with its count, pressed for the viewer's own.
 * The counts are the server's: a press shows a loader until the server has counted it.
 */
export function ReactionBar({
  counts,
  mine,
  signedIn,
  signInHref,
  onToggle,
  label,
  size = 'md',
}: ReactionBarProps) {
  const texts = useMessages(REACTION_TEXTS);
  const urls = useUrls();
  const [pending, setPending] = useState<ReactionKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);

  const press = async (kind: ReactionKind) => {
    setError(null);
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    if (pending || !onToggle) return;
    setPending(kind);
    try {
      await onToggle(kind, !mine?.includes(kind));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <Box>
      <Group gap={size === 'sm' ? 4 : 'xs'} role="group" aria-label={label ?? texts.article}>
        {KINDS.map((kind) => {
          const active = mine?.includes(kind) ?? false;
          const Icon = ICONS[kind];
          return (
            <Button
              key={kind}
              size={size === 'sm' ? 'compact-sm' : 'sm'}
              radius="xl"
              variant={active ? 'light' : 'default'}
              className={classes.reaction}
              data-active={active || undefined}
              aria-pressed={signedIn && mine ? active : undefined}
              aria-label={texts.named(texts[kind], counts[kind])}
              loading={pending === kind}
              onClick={() => void press(kind)}
            >
              <Icon
                aria-hidden="true"
                className={classes.icon}
                size={size === 'sm' ? 16 : 18}
                stroke={1.8}
              />
              <span className={classes.count}>{counts[kind]}</span>
            </Button>
          );
        })}
      </Group>
      {askSignIn && !signedIn && (
        <Text size="sm" mt="xs" role="status">
          {texts.signInPrompt}{' '}
          <Anchor component={AppLink} href={signInHref ?? urls.login} underline="always">
            {texts.signIn}
          </Anchor>
        </Text>
      )}
      {error && (
        <Text size="sm" mt="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
