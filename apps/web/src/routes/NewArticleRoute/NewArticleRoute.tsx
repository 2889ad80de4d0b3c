import {
  type Draft,
  EDITOR_DRAFT_PARAM,
  ERROR_MESSAGES,
  PAGE_PATHS,
  parseId,
  roleAllows,
  SUCCESS_MESSAGES,
  useCancelSchedule,
  useDeleteDraft,
  useDraft,
  useDrafts,
  usePublishDraft,
  useUserDetails,
} from '@byline/api-client';
import {
  AppLink,
  type ArticleTab,
  ArticleTabs,
  DraftsList,
  PAGE_META,
  PageContainer,
  STATS_TEXTS,
} from '@byline/ui';
import { Anchor, Group } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';
import { toastFailure, toastSuccess } from '../../toasts/toast';
import { useErrorToast } from '../../toasts/useErrorToast';
import { ArticleWriter, type WritingDone } from './ArticleWriter';
import {
  type DeviceCopy,
  readDeviceCopies,
  removeDeviceCopy,
  sameText,
} from './autosave/deviceCopy';
import { DraftReview } from './review/DraftReview';
import { draftText, draftWriting, newWriting, type Writing } from './writing';

/** An unreachable drafts list says so in the panel and toasts its own text (docs/product.md#new-article-and-my-drafts). */
const DRAFTS_TOAST = { unreachable: ERROR_MESSAGES.draftsToast };

/**
 * The device copy a fresh Create Article tab offers back: the newest one, unless the server
 * already has its text as a draft (then it is dropped: the draft is in My Drafts).
 */
function copyToOffer(userId: number | null, drafts: readonly Draft[]): DeviceCopy | null {
  if (userId === null) return null;
  for (const copy of readDeviceCopies(userId)) {
    const draft = drafts.find((candidate) => candidate.id === copy.newsId);
    if (draft && sameText(copy.snapshot, draftText(draft))) {
      removeDeviceCopy(userId, copy.key);
      continue;
    }
    return copy;
  }
  return null;
}

/** The device copy of `draft`, when it holds text the server does not have. */
function copyOfDraft(userId: number | null, draft: Draft): DeviceCopy | null {
  if (userId === null) return null;
  const copy = readDeviceCopies(userId).find((candidate) => candidate.newsId === draft.id);
  if (!copy) return null;
  if (sameText(copy.snapshot, draftText(draft))) {
    removeDeviceCopy(userId, copy.key);
    return null;
  }
  return copy;
}

/**
 * /new-article: Create Article (the editor, loaded only on this route) and My Drafts.
 * A new article is saved as a draft or published; an edited draft is saved first (with news_id)
 * and, for publish, a publish call follows (docs/product.md#saving-and-publishing). Autosave, the
 * device copy, conflicts, history, preview and scheduling are ArticleWriter's.
 */
export function NewArticleRoute() {
  const [tab, setTab] = useState<ArticleTab>('create');
  const navigate = useNavigate();
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const drafts = useDrafts();
  const publishDraft = usePublishDraft();
  const cancelSchedule = useCancelSchedule();
  const deleteDraft = useDeleteDraft();
  // The address names the article being written (`?draft=<id>`): a reload or a shared link
  // opens the same one (docs/adr/0024).
  const [params, setParams] = useSearchParams();
  const namedId = parseId(params.get(EDITOR_DRAFT_PARAM) ?? undefined);
  const named = useDraft(namedId);
  const [writing, setWriting] = useState<Writing>(() => newWriting());
  /** Whether the fresh tab has looked for a device copy to offer (once the drafts are known). */
  const [offerChecked, setOfferChecked] = useState(namedId !== null);

  useErrorToast(drafts.error, DRAFTS_TOAST);
  useErrorToast(named.error);

  /** Names the article in the address (null: a new one), without a new history entry. */
  const nameInAddress = useCallback(
    (newsId: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (newsId === null) next.delete(EDITOR_DRAFT_PARAM);
          else next.set(EDITOR_DRAFT_PARAM, String(newsId));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The article the address names, once it has loaded (and again when another is named):
  // opened with its device copy offered only when that holds text the server does not have.
  const namedDraft = named.data;
  /** The id of what the editor holds now (its own first save gives a new article one). */
  const heldId = useRef<number | null>(null);
  heldId.current ??= writing.session.newsId;
  useEffect(() => {
    if (!namedDraft || heldId.current === namedDraft.id) return;
    heldId.current = namedDraft.id;
    setWriting(draftWriting(namedDraft, { offer: copyOfDraft(userId, namedDraft) }));
    setTab('create');
  }, [namedDraft, userId]);
  // Not the caller's (or gone): a new article instead, the address says so.
  useEffect(() => {
    if (named.error) nameInAddress(null);
  }, [named.error, nameInAddress]);

  // The first page is known (or failed): enough to drop copies of the newest drafts.
  const draftsKnown = drafts.items.length > 0 || drafts.isEmpty || drafts.error !== undefined;
  useEffect(() => {
    if (offerChecked || !draftsKnown) return;
    setOfferChecked(true);
    const offer = copyToOffer(userId, drafts.items);
    if (offer) setWriting((current) => (current.startedNew ? { ...current, offer } : current));
  }, [offerChecked, draftsKnown, drafts.items, userId]);

  const startNew = () => {
    heldId.current = null;
    setWriting(newWriting());
    nameInAddress(null);
  };
  /** The editor's article got its id from the server: the address names it. */
  const nameSaved = useCallback(
    (newsId: number) => {
      heldId.current = newsId;
      nameInAddress(newsId);
    },
    [nameInAddress],
  );

  // Roles (docs/roles.md, docs/adr/0036): a contributor submits for review; an editor on a
  // writer's submitted draft approves it (publish or schedule), notes it or sends it back.
  const role = useUserDetails(userId).data?.role;
  const heldDraft = writing.draft;
  const reviewing =
    role !== undefined &&
    roleAllows(role, 'review') &&
    heldDraft?.status === 'draft' &&
    heldDraft.review_state === 'submitted';
  const publishMode = reviewing
    ? 'approve'
    : role !== undefined && !roleAllows(role, 'publish')
      ? 'submit'
      : 'publish';
  const backToQueue = () => {
    startNew();
    navigate(PAGE_PATHS.review);
  };

  const done = (result: WritingDone) => {
    if (reviewing && (result === 'published' || result === 'scheduled')) {
      backToQueue();
      return;
    }
    startNew();
    if (result === 'savedNew' || result === 'scheduled' || result === 'submitted') {
      setTab('drafts');
    } else {
      navigate('/profile');
    }
  };

  const remove = async (draft: Draft) => {
    try {
      await deleteDraft.trigger({ news_id: draft.id });
    } catch (error) {
      toastFailure(error);
      return;
    }
    toastSuccess(SUCCESS_MESSAGES.draftDeleted);
    if (writing.session.newsId === draft.id) startNew();
  };

  const reschedule = async (draft: Draft, publishAt: Date) => {
    try {
      await publishDraft.trigger({ news_id: draft.id, publish_at: publishAt.toISOString() });
    } catch (error) {
      toastFailure(error, { fallback: ERROR_MESSAGES.schedule });
      return false;
    }
    toastSuccess(SUCCESS_MESSAGES.articleScheduled);
    return true;
  };

  const unschedule = async (draft: Draft) => {
    try {
      await cancelSchedule.trigger({ news_id: draft.id });
    } catch (error) {
      toastFailure(error);
      return;
    }
    toastSuccess(SUCCESS_MESSAGES.scheduleCancelled);
  };

  return (
    <>
      <PageMeta
        noindex
        title={PAGE_META.newArticleTitle}
        description={PAGE_META.newArticleDescription}
      />
      <PageContainer>
        <ArticleTabs
          value={tab}
          onChange={(next) => {
            setTab(next);
            // Brought up to date when shown (a save elsewhere, another tab's, changes it too).
            if (next === 'drafts') drafts.revalidate();
          }}
          createPanel={
            <ArticleWriter
              key={writing.mountKey}
              userId={userId}
              writing={writing}
              onReload={setWriting}
              onCancelEdit={startNew}
              onDone={done}
              onNamed={nameSaved}
              publishMode={publishMode}
              review={
                heldDraft?.status === 'draft' ? (
                  <DraftReview draft={heldDraft} reviewing={reviewing} onSentBack={backToQueue} />
                ) : undefined
              }
            />
          }
          draftsPanel={
            <>
              <Group justify="flex-end" mb="sm">
                <Anchor component={AppLink} href={PAGE_PATHS.stats} size="sm">
                  {STATS_TEXTS.link}
                </Anchor>
              </Group>
              <DraftsList
                drafts={drafts.items}
                loading={drafts.isLoading}
                error={drafts.error?.message}
                onRetry={drafts.revalidate}
                hasMore={drafts.hasMore}
                onLoadMore={drafts.loadMore}
                loadingMore={drafts.isLoadingMore && !drafts.isLoading}
                onEdit={(draft) => {
                  heldId.current = draft.id;
                  setWriting(draftWriting(draft, { offer: copyOfDraft(userId, draft) }));
                  nameInAddress(draft.id);
                  setTab('create');
                }}
                onDelete={remove}
                onReschedule={reschedule}
                onCancelSchedule={unschedule}
              />
            </>
          }
        />
      </PageContainer>
    </>
  );
}
