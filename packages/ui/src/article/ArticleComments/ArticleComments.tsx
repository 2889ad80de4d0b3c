import {
  COMMENT_TEXT_MAX,
  type Comment,
  commentWriterId,
  commentWriterName,
  type ReactionKind,
  type RemoteAuthor,
  type ReportReason,
} from '@byline/api-client/contract';
import {
  Avatar,
  Box,
  Button,
  Group,
  InputBase,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import {
  type ChangeEvent,
  type FormEvent,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { defaultAvatarUrl } from '../../assets';
import { PagedList, type PagedListState } from '../../community/PagedList/PagedList';
import { ReactionBar } from '../../community/ReactionBar/ReactionBar';
import {
  CHECK_TEXTS,
  COMMENT_TEXTS,
  MODERATION_TEXTS,
  REACTION_TEXTS,
  READER_TEXTS,
  THREAD_TEXTS,
} from '../../constants';
import { AppLink, useUrls } from '../../link';
import {
  type Messages,
  RECENT_ACTIVITY_MS,
  RelativeTime,
  useFormatters,
  useMessages,
} from '../../locale';
import { useMediaUrl } from '../../media';
import { LazyReportDialog } from '../../moderation/ReportDialog/LazyReportDialog';
import classes from './ArticleComments.module.css';

/**
 * The list's states and paging (`PagedListState`: loading, error with onRetry, hasMore with
 * onLoadMore and loadingMore) and what the section shows and does.
 */
export interface ArticleCommentsProps extends PagedListState {
  /** The comments loaded so far, newest first (the order they are shown in). */
  comments: readonly Comment[];
  /** Every visible comment of the article (the heading's count), loaded or not. */
  total: number;
  /** The signed-in reader's user id; null when signed out (the form becomes a sign-in link). */
  viewerId: number | null;
  /** The article's author: when they are the viewer they may hide others' comments. */
  articleAuthorId?: number | null;
  /** Where the signed-out reader's Sign in leads (the login page by default). */
  signInHref?: string;
  /** Posts a comment: resolving clears the field, rejecting shows the message. */
  onPost: (text: string) => Promise<unknown>;
  /** Change the viewer's own comment; rejects like `onPost`. Without it there is no Edit. */
  onEdit?: (commentId: number, text: string) => Promise<unknown>;
  /** Delete the viewer's own comment, after a confirm. The host reports failures. */
  onDelete?: (commentId: number) => Promise<unknown>;
  /** Hide another reader's comment on the viewer's own article, after a confirm. */
  onHide?: (commentId: number) => Promise<unknown>;
  /**
   * Replies to a comment or a reply (it joins the thread, one level deep): resolving clears and
   * closes the reply form, rejecting shows the message. Without it there is no Reply.
   */
  onReply?: (commentId: number, text: string) => Promise<unknown>;
  /**
   * A thread's replies while it is open, oldest first: a hook, called by the open thread as it
   * renders (the host's data hook, e.g. the api-client's useCommentReplies).
   */
  useReplies?: (commentId: number) => CommentRepliesState;
  /** The viewer's own reactions, by comment id; null or absent while unknown. */
  ownReactions?: Readonly<Record<number, readonly ReactionKind[]>> | null;
  /** Gives or takes back a reaction on a comment; rejects with the reason to show. */
  onReact?: (commentId: number, kind: ReactionKind, active: boolean) => Promise<unknown>;
  /**
   * Reports another reader's comment to the editors (docs/adr/0037): a Report action opens the
   * report dialog (loaded on first use). Without it there is no Report.
   */
  onReport?: (
    commentId: number,
    report: { reason: ReportReason; note: string },
  ) => Promise<unknown>;
  /** The accounts the viewer blocks: none of their comments or replies are shown. */
  blockedIds?: readonly number[];
}

/** An open thread's replies, oldest first, with the list's states and paging. */
export interface CommentRepliesState extends PagedListState {
  replies: readonly Comment[];
}

/** Why a comment's text cannot be sent (the contract's messages), or null when it can. */
export function commentTextError(
  text: string,
  texts: Messages<typeof CHECK_TEXTS> = CHECK_TEXTS,
): string | null {
  const trimmed = text.trim();
  if (!trimmed) return texts.commentEmpty;
  if (trimmed.length > COMMENT_TEXT_MAX) return texts.commentTooLong(COMMENT_TEXT_MAX);
  return null;
}

/** The message of a rejected promise: the server's when it sent one. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

// Loaded on first use: a reader who never deletes or hides does not need the dialog (Modal).
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../feedback/ConfirmDialog/ConfirmDialog')).ConfirmDialog,
}));

type ConfirmAction = 'delete' | 'hide';

/** What the confirm dialog says before each action. */
function confirmTexts(texts: Messages<typeof COMMENT_TEXTS>, action: ConfirmAction) {
  return action === 'delete'
    ? { title: texts.deleteTitle, message: texts.deleteBody, confirmLabel: texts.deleteConfirm }
    : { title: texts.hideTitle, message: texts.hideBody, confirmLabel: texts.hideConfirm };
}

/**
 * Comments (docs/product.md#comments): the heading with the article's
 * count, the Add Your Comment form (a Sign in link when signed out), then the comments newest
 * first, each with Reply, and Edit and Delete for its writer or Hide for the article's author.
 * Comment text is plain text: shown as written, never as HTML.
 */
export function ArticleComments({
  comments,
  total,
  viewerId,
  articleAuthorId,
  signInHref,
  onPost,
  onEdit,
  onDelete,
  onHide,
  onReply,
  useReplies,
  ownReactions,
  onReact,
  onReport,
  blockedIds = [],
  // The list's states and paging, as PagedList takes them.
  ...listState
}: ArticleCommentsProps) {
  const commentTexts = useMessages(COMMENT_TEXTS);
  const readerTexts = useMessages(READER_TEXTS);
  const reactionTexts = useMessages(REACTION_TEXTS);
  const urls = useUrls();
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const signInRef = useRef<HTMLAnchorElement>(null);
  // The comment to delete or hide while the dialog asks; the action outlives it so the closing
  // dialog keeps its words.
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const [confirmPending, setConfirmPending] = useState(false);
  // The comment being reported while the report dialog is open.
  const [reporting, setReporting] = useState<Comment | null>(null);
  const blocked = (comment: Comment) => {
    const writer = commentWriterId(comment);
    return writer !== null && blockedIds.includes(writer);
  };
  const ask = (next: ConfirmAction, comment: Comment) => {
    setAction(next);
    setConfirming(comment);
  };

  /** Signed out, Reply leads to the sign-in link (the thread's form needs a session). */
  const focusSignIn = () => signInRef.current?.focus();

  const confirm = async () => {
    if (!confirming) return;
    setConfirmPending(true);
    try {
      await (action === 'delete' ? onDelete : onHide)?.(confirming.id);
    } catch {
      // The host reports the failure (a toast); the comment stays listed.
    } finally {
      setConfirmPending(false);
      setConfirming(null);
    }
  };

  const isArticleAuthor = viewerId !== null && viewerId === articleAuthorId;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="h3" mb="md">
        {readerTexts.commentsHeading(total)}
      </Title>

      {viewerId === null ? (
        <Paper withBorder radius="md" p="md" mb="xl">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{commentTexts.signInPrompt}</Text>
            <Button
              ref={signInRef}
              component={AppLink}
              href={signInHref ?? urls.login}
              variant="light"
              leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
            >
              {commentTexts.signIn}
            </Button>
          </Group>
        </Paper>
      ) : (
        <CommentForm draft={draft} setDraft={setDraft} fieldRef={fieldRef} onPost={onPost} />
      )}

      <PagedList
        count={comments.length}
        label={commentTexts.list}
        loadingLabel={commentTexts.loading}
        errorTitle={readerTexts.sectionError}
        emptyMessage={commentTexts.empty}
        loadMoreLabel={commentTexts.loadMore}
        {...listState}
      >
        {comments
          .filter((comment) => !blocked(comment))
          .map((comment) => {
            const isWriter = viewerId !== null && commentWriterId(comment) === viewerId;
            const actions = (target: Comment) => {
              const writes = viewerId !== null && commentWriterId(target) === viewerId;
              return {
                onEdit: writes ? onEdit : undefined,
                onDelete: writes && onDelete ? () => ask('delete', target) : undefined,
                onHide:
                  isArticleAuthor && !writes && onHide ? () => ask('hide', target) : undefined,
                onReport:
                  viewerId !== null && !writes && onReport ? () => setReporting(target) : undefined,
                blocked: blocked(target),
                reactions: (
                  <ReactionBar
                    size="sm"
                    label={reactionTexts.comment(commentWriterName(target))}
                    counts={target.reactions}
                    mine={ownReactions ? (ownReactions[target.id] ?? []) : null}
                    signedIn={viewerId !== null}
                    signInHref={signInHref}
                    onToggle={
                      onReact ? (kind, active) => onReact(target.id, kind, active) : undefined
                    }
                  />
                ),
              };
            };
            return (
              <CommentThread
                key={comment.id}
                comment={comment}
                canReply={onReply !== undefined && !isWriter}
                signedIn={viewerId !== null}
                onSignIn={focusSignIn}
                onReply={onReply}
                useReplies={useReplies}
                actionsOf={actions}
                viewerId={viewerId}
              />
            );
          })}
      </PagedList>

      {onReport && (
        <LazyReportDialog
          opened={reporting !== null}
          onClose={() => setReporting(null)}
          target="comment"
          onSubmit={(report) =>
            reporting ? onReport(reporting.id, report) : Promise.resolve(undefined)
          }
        />
      )}

      {action && (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...confirmTexts(commentTexts, action)}
            opened={confirming !== null}
            onClose={() => {
              if (!confirmPending) setConfirming(null);
            }}
            cancelLabel={commentTexts.cancel}
            onConfirm={confirm}
            pending={confirmPending}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The comment field's height in rows before it grows (to 12, its CSS max-height). */
const COMMENT_FIELD_ROWS = 3;

/** Grows (or shrinks) a textarea to its text, up to its CSS max-height (then it scrolls). */
function fitToText(field: HTMLTextAreaElement) {
  field.style.height = 'auto';
  const border = field.offsetHeight - field.clientHeight;
  field.style.height = `${field.scrollHeight + border}px`;
}

interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
  fieldRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
}

/** A comment's text with its character counter under it and its problem beside it. */
function CommentField({
  label,
  value,
  onChange,
  error,
  busy,
  fieldRef,
  autoFocus,
}: CommentFieldProps) {
  const commentTexts = useMessages(COMMENT_TEXTS);
  const length = value.trim().length;
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRef(ownRef, fieldRef);
  // After each change, typed or not (a posted comment clears it): as tall as its text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the value
  useLayoutEffect(() => {
    if (ownRef.current) fitToText(ownRef.current);
  }, [value]);
  return (
    // A textarea that grows with its text from 3 rows to 12 (then scrolls): InputBase and a line
    // of code rather than Textarea's autosize, which brings 4 KB to every article's first load.
    <InputBase
      component="textarea"
      multiline
      __staticSelector="Textarea"
      ref={ref}
      label={label}
      rows={COMMENT_FIELD_ROWS}
      className={classes.field}
      value={value}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.currentTarget.value)}
      readOnly={busy}
      error={error}
      autoFocus={autoFocus}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <Text
          component="span"
          size="xs"
          c={length > COMMENT_TEXT_MAX ? 'var(--mantine-color-error)' : 'dimmed'}
          className={classes.counter}
        >
          {commentTexts.counter(length, COMMENT_TEXT_MAX)}
        </Text>
      }
    />
  );
}

interface CommentFormProps {
  draft: string;
  setDraft: (draft: string) => void;
  fieldRef: Ref<HTMLTextAreaElement>;
  onPost: (text: string) => Promise<unknown>;
}

/** Add Your Comment: checked before sending; cleared once posted, kept when posting fails. */
function CommentForm({ draft, setDraft, fieldRef, onPost }: CommentFormProps) {
  const checkTexts = useMessages(CHECK_TEXTS);
  const readerTexts = useMessages(READER_TEXTS);
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (posting) return;
    const problem = commentTextError(draft, checkTexts);
    setError(problem);
    if (problem) return;
    setPosting(true);
    try {
      await onPost(draft.trim());
      setDraft('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPosting(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} mb="xl" noValidate aria-busy={posting}>
      <CommentField
        label={readerTexts.addComment}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setError(null);
        }}
        error={error}
        busy={posting}
        fieldRef={fieldRef}
      />
      <Button type="submit" mt="sm" loading={posting}>
        {readerTexts.sendComment}
      </Button>
    </Box>
  );
}

/** What the viewer may do with a comment or reply, and its reactions bar. */
interface CommentActions {
  onEdit?: (commentId: number, text: string) => Promise<unknown>;
  onDelete?: () => void;
  onHide?: () => void;
  onReport?: () => void;
  /** Written by an account the viewer blocks: not shown. */
  blocked?: boolean;
  reactions?: ReactNode;
}

interface CommentItemProps extends CommentActions {
  comment: Comment;
  canReply: boolean;
  onReply: () => void;
  /** Below the comment: its thread (the toggle, the replies, the reply form). */
  children?: ReactNode;
}

/** Whether the page was opened at this comment (a notification's link): its thread opens. */
function isLinkedTo(commentId: number): boolean {
  return typeof window !== 'undefined' && window.location.hash === `#comment-${commentId}`;
}

interface CommentThreadProps {
  comment: Comment;
  canReply: boolean;
  signedIn: boolean;
  viewerId: number | null;
  onSignIn: () => void;
  onReply?: (commentId: number, text: string) => Promise<unknown>;
  useReplies?: (commentId: number) => CommentRepliesState;
  actionsOf: (comment: Comment) => CommentActions;
}

/**
 * A top-level comment and its thread (docs/adr/0025): the replies collapsed behind a toggle with
 * their count (the server renders it so), loaded when opened; Reply on the comment or on any
 * reply opens a form at the thread's end, and the reply joins the thread.
 */
function CommentThread({
  comment,
  canReply,
  signedIn,
  viewerId,
  onSignIn,
  onReply,
  useReplies,
  actionsOf,
}: CommentThreadProps) {
  const threadTexts = useMessages(THREAD_TEXTS);
  const threadId = useId();
  const [open, setOpen] = useState(false);
  const [replyingTo, setReplyingTo] = useState<Comment | null>(null);
  const count = comment.reply_count;
  // Opened from a notification's link: the thread shows its replies.
  useEffect(() => {
    if (isLinkedTo(comment.id)) setOpen(true);
  }, [comment.id]);

  const startReply = (target: Comment) => {
    if (!signedIn) {
      onSignIn();
      return;
    }
    setOpen(true);
    setReplyingTo(target);
  };

  return (
    <CommentItem
      comment={comment}
      canReply={canReply}
      onReply={() => startReply(comment)}
      {...actionsOf(comment)}
    >
      {count > 0 && useReplies && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          className={classes.threadToggle}
          aria-expanded={open}
          aria-controls={open ? threadId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? threadTexts.hideReplies(count) : threadTexts.showReplies(count)}
        </Button>
      )}
      {open && count > 0 && useReplies && (
        <CommentReplies
          id={threadId}
          comment={comment}
          useReplies={useReplies}
          renderReply={(reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              canReply={onReply !== undefined && commentWriterId(reply) !== viewerId}
              onReply={() => startReply(reply)}
              {...actionsOf(reply)}
            />
          )}
        />
      )}
      {replyingTo && onReply && (
        <ReplyForm
          target={replyingTo}
          onCancel={() => setReplyingTo(null)}
          onSend={async (text) => {
            await onReply(replyingTo.id, text);
            setReplyingTo(null);
            setOpen(true);
          }}
        />
      )}
    </CommentItem>
  );
}

interface CommentRepliesProps {
  id: string;
  comment: Comment;
  useReplies: (commentId: number) => CommentRepliesState;
  renderReply: (reply: Comment) => ReactNode;
}

/** An open thread's replies, oldest first, with Load more replies. */
function CommentReplies({ id, comment, useReplies, renderReply }: CommentRepliesProps) {
  const threadTexts = useMessages(THREAD_TEXTS);
  const readerTexts = useMessages(READER_TEXTS);
  const { replies, ...state } = useReplies(comment.id);
  return (
    <Box id={id} className={classes.thread}>
      <PagedList
        count={replies.length}
        label={threadTexts.repliesTo(commentWriterName(comment))}
        loadingLabel={threadTexts.loading}
        errorTitle={readerTexts.sectionError}
        emptyMessage=""
        loadMoreLabel={threadTexts.loadMore}
        {...state}
      >
        {replies.map(renderReply)}
      </PagedList>
    </Box>
  );
}

interface ReplyFormProps {
  target: Comment;
  onSend: (text: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The reply form at a thread's end: checked before sending; kept with the reason on failure. */
function ReplyForm({ target, onSend, onCancel }: ReplyFormProps) {
  const checkTexts = useMessages(CHECK_TEXTS);
  const threadTexts = useMessages(THREAD_TEXTS);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = commentTextError(text, checkTexts);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await onSend(text.trim());
    } catch (failure) {
      setError(messageOf(failure));
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} noValidate aria-busy={sending} className={classes.thread}>
      <CommentField
        label={threadTexts.replyLabel(commentWriterName(target))}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        busy={sending}
        autoFocus
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={sending}>
          {threadTexts.send}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel} disabled={sending}>
          {threadTexts.cancel}
        </Button>
      </Group>
    </Box>
  );
}

/** One comment: avatar, writer, date (and Edited), its text, and what the viewer may do. */
function CommentItem({
  comment,
  canReply,
  onReply,
  onEdit,
  onDelete,
  onHide,
  onReport,
  blocked = false,
  reactions,
  children,
}: CommentItemProps) {
  const format = useFormatters();
  const checkTexts = useMessages(CHECK_TEXTS);
  const commentTexts = useMessages(COMMENT_TEXTS);
  const readerTexts = useMessages(READER_TEXTS);
  const moderationTexts = useMessages(MODERATION_TEXTS);
  const mediaUrl = useMediaUrl();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.text);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const edited = comment.updated_at !== comment.created_at;
  const author = commentWriterName(comment);
  const remote = comment.remote_author;

  const startEditing = () => {
    setText(comment.text);
    setError(null);
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    // Back to where the reader was: the Edit button.
    requestAnimationFrame(() => editRef.current?.focus());
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !onEdit) return;
    const problem = commentTextError(text, checkTexts);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await onEdit(comment.id, text.trim());
      setSaving(false);
      stopEditing();
    } catch (failure) {
      setSaving(false);
      setError(messageOf(failure));
    }
  };

  // A blocked account's reply: not shown to the viewer (its thread stays).
  if (blocked) return null;
  return (
    <Group
      component="li"
      id={`comment-${comment.id}`}
      className={classes.item}
      align="flex-start"
      wrap="nowrap"
      gap="md"
    >
      <Avatar
        src={
          (remote ? remote.avatar_url : mediaUrl(comment.author?.user_profile ?? null)) ??
          defaultAvatarUrl
        }
        alt=""
        radius="xl"
        size={40}
      />
      <Stack gap={4} className={classes.body}>
        <Group gap="xs" className={classes.meta}>
          {remote ? (
            <RemoteWriter author={remote} label={commentTexts.remoteProfile} />
          ) : (
            <Text fw={700} size="sm" className={classes.text}>
              {author}
            </Text>
          )}
          <Text size="xs" c="dimmed" component="span">
            <RelativeTime date={comment.created_at} within={RECENT_ACTIVITY_MS} />
          </Text>
          {edited && (
            <Text size="xs" c="dimmed" component="span">
              {'· '}
              <time dateTime={comment.updated_at} title={format.date(comment.updated_at)}>
                {commentTexts.edited}
              </time>
            </Text>
          )}
        </Group>
        {editing ? (
          <Box component="form" onSubmit={save} noValidate aria-busy={saving}>
            <CommentField
              label={commentTexts.editLabel}
              value={text}
              onChange={(value) => {
                setText(value);
                setError(null);
              }}
              error={error}
              busy={saving}
              autoFocus
            />
            <Group gap="xs" mt="xs">
              <Button type="submit" size="xs" loading={saving}>
                {commentTexts.save}
              </Button>
              <Button size="xs" variant="default" onClick={stopEditing} disabled={saving}>
                {commentTexts.cancel}
              </Button>
            </Group>
          </Box>
        ) : (
          <Text size="sm" className={classes.text}>
            {comment.text}
          </Text>
        )}
        {!editing && (
          <Group gap={4}>
            {canReply && (
              <Button variant="subtle" size="compact-sm" px={4} onClick={onReply}>
                {readerTexts.reply}
                <VisuallyHidden>{readerTexts.replyTo(author)}</VisuallyHidden>
              </Button>
            )}
            {onEdit && (
              <Button
                ref={editRef}
                variant="subtle"
                size="compact-sm"
                px={4}
                onClick={startEditing}
              >
                {commentTexts.edit}
                <VisuallyHidden>{commentTexts.commentBy(author)}</VisuallyHidden>
              </Button>
            )}
            {onDelete && (
              <Button variant="subtle" size="compact-sm" px={4} onClick={onDelete}>
                {commentTexts.delete}
                <VisuallyHidden>{commentTexts.commentBy(author)}</VisuallyHidden>
              </Button>
            )}
            {onHide && (
              <Button variant="subtle" size="compact-sm" px={4} onClick={onHide}>
                {commentTexts.hide}
                <VisuallyHidden>{commentTexts.commentBy(author)}</VisuallyHidden>
              </Button>
            )}
            {onReport && (
              <Button variant="subtle" size="compact-sm" px={4} color="gray" onClick={onReport}>
                {moderationTexts.report}
                <VisuallyHidden>{commentTexts.commentBy(author)}</VisuallyHidden>
              </Button>
            )}
          </Group>
        )}
        {reactions}
        {children}
      </Stack>
    </Group>
  );
}

/**
 * A fediverse account's name, linked to its profile on its own server, and its handle: a reply
 * from another server (docs/adr/0033).
 */
function RemoteWriter({
  author,
  label,
}: {
  author: RemoteAuthor;
  label: (handle: string) => string;
}) {
  return (
    <>
      <Text
        component="a"
        href={author.profile_url}
        rel="nofollow noopener ugc"
        target="_blank"
        fw={700}
        size="sm"
        className={classes.text}
        title={label(author.handle || author.profile_url)}
      >
        {author.name}
      </Text>
      {author.handle && (
        <Text size="xs" c="dimmed" component="span" className={classes.text}>
          {author.handle}
        </Text>
      )}
    </>
  );
}
