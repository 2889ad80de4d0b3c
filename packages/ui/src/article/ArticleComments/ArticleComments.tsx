import {
  Avatar,
  Box,
  Button,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { READER_TEXTS } from '../../constants';
import { formatDate } from '../../format';
import { useMediaUrl } from '../../media';

/** Spec section 3: a comment (sample data only): id, author, date, avatar, text. */
export interface ArticleComment {
  id: number | string;
  author: string;
  /** ISO date. */
  date: string;
  /** Media path or URL; the default avatar when empty. */
  avatar?: string | null;
  text: string;
}

export interface ArticleCommentsProps {
  comments: readonly ArticleComment[];
  /** A non-blank comment was sent (trimmed). The spec only logs it; the host decides. */
  onComment?: (text: string) => void;
  /** Reply was pressed; the form is focused either way. */
  onReply?: (comment: ArticleComment) => void;
}

/**
 * Comments (spec sections 2 and 5): the list with a Reply button each, and the Add Your
 * Comment form. A comment that is blank after trimming does nothing; any other is passed to
 * `onComment` and the field is cleared.
 */
export function ArticleComments({ comments, onComment, onReply }: ArticleCommentsProps) {
  const headingId = useId();
  const mediaUrl = useMediaUrl();
  const [draft, setDraft] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    onComment?.(text);
    setDraft('');
  };

  const reply = (comment: ArticleComment) => {
    onReply?.(comment);
    fieldRef.current?.focus();
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="h3" mb="md">
        {READER_TEXTS.commentsHeading(comments.length)}
      </Title>
      <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {comments.map((comment) => (
          <Group key={comment.id} component="li" align="flex-start" wrap="nowrap" gap="md">
            <Avatar
              src={mediaUrl(comment.avatar) ?? defaultAvatarUrl}
              alt=""
              radius="xl"
              size={40}
            />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={700} size="sm">
                  {comment.author}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={comment.date}>
                  {formatDate(comment.date)}
                </Text>
              </Group>
              <Text size="sm">{comment.text}</Text>
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                px={4}
                onClick={() => reply(comment)}
              >
                {READER_TEXTS.reply}
                <VisuallyHidden>{READER_TEXTS.replyTo(comment.author)}</VisuallyHidden>
              </Button>
            </Stack>
          </Group>
        ))}
      </Stack>
      <Box component="form" onSubmit={send} mt="xl">
        <Textarea
          ref={fieldRef}
          label={READER_TEXTS.addComment}
          autosize
          minRows={3}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button type="submit" mt="sm">
          {READER_TEXTS.sendComment}
        </Button>
      </Box>
    </Box>
  );
}
