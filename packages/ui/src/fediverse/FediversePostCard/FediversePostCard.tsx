import type { FediversePost } from '@byline/api-client/contract';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { FOLLOWING_TEXTS } from '../../constants';
import { RelativeTime, useMessages } from '../../locale';

export interface FediversePostCardProps {
  post: FediversePost;
  /** Sends a reply to the post's writer; rejects with the reason to show. */
  onReply: (text: string) => Promise<unknown>;
  /** Likes or boosts the post (`active` false takes it back). */
  onReact: (kind: 'like' | 'boost', active: boolean) => Promise<unknown>;
}

/**
 * A post from a followed fediverse account in the "Following" view: its writer, title (an
 * article's), its HTML (sanitised by the server), a link to read it on its site, Like, Boost and
 * Reply (a reply is sent to its writer's server).
 */
export function FediversePostCard({ post, onReply, onReact }: FediversePostCardProps) {
  const texts = useMessages(FOLLOWING_TEXTS);
  const titleId = useId();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [reacting, setReacting] = useState<'like' | 'boost' | null>(null);

  const react = async (kind: 'like' | 'boost', active: boolean) => {
    setReacting(kind);
    try {
      await onReact(kind, active);
    } catch {
      // The host reports the failure (a toast).
    } finally {
      setReacting(null);
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reply = text.trim();
    if (sending || reply === '') return;
    setSending(true);
    setError(null);
    try {
      await onReply(reply);
      setText('');
      setReplying(false);
      setSent(true);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper
      component="article"
      withBorder
      p="md"
      radius="md"
      {...(post.title ? { 'aria-labelledby': titleId } : { 'aria-label': post.account.name })}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={post.account.avatar_url ?? defaultAvatarUrl} alt="" radius="xl" size={36} />
          <Stack gap={0}>
            <Anchor
              href={post.account.profile_url}
              rel="nofollow noopener ugc"
              target="_blank"
              fw={700}
              size="sm"
            >
              {post.account.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {post.account.handle}
              {' · '}
              <RelativeTime date={post.published_at} />
            </Text>
          </Stack>
        </Group>
        {post.title && (
          <Title order={3} size="h4" id={titleId}>
            {post.title}
          </Title>
        )}
        {/* Sanitised on the server by the site's HTML policy. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised remote HTML */}
        <div dangerouslySetInnerHTML={{ __html: post.content }} />
        <Group gap="xs">
          <Button
            size="xs"
            variant={post.liked ? 'filled' : 'default'}
            aria-pressed={post.liked}
            loading={reacting === 'like'}
            onClick={() => void react('like', !post.liked)}
          >
            {texts.like}
          </Button>
          <Button
            size="xs"
            variant={post.boosted ? 'filled' : 'default'}
            aria-pressed={post.boosted}
            loading={reacting === 'boost'}
            onClick={() => void react('boost', !post.boosted)}
          >
            {texts.boost}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={replying}
            onClick={() => {
              setReplying((open) => !open);
              setSent(false);
            }}
          >
            {texts.reply}
          </Button>
          <Anchor href={post.url} rel="nofollow noopener ugc" target="_blank" size="sm">
            {texts.readOriginal}
          </Anchor>
        </Group>
        {sent && (
          <Text size="sm" role="status">
            {texts.replySent}
          </Text>
        )}
        {replying && (
          <form onSubmit={send} noValidate aria-busy={sending}>
            <Textarea
              label={texts.replyLabel(post.account.name)}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
              autosize
              minRows={2}
              error={error}
              data-autofocus
            />
            <Group gap="xs" mt="xs">
              <Button type="submit" size="xs" loading={sending}>
                {texts.sendReply}
              </Button>
              <Button size="xs" variant="default" onClick={() => setReplying(false)}>
                {texts.cancel}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
