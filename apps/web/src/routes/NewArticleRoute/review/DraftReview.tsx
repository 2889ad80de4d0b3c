import {
  type Draft,
  REVIEW_MESSAGES as REVIEW_SUCCESS,
  useAddReviewNote,
  useReviewNotes,
  useSendBack,
} from '@byline/api-client';
import { ReviewNotes } from '@byline/ui';
import { toastFailure, toastSuccess } from '../../../toasts/toast';

export interface DraftReviewProps {
  draft: Draft;
  /** An editor reviewing the writer's submitted draft (notes and send back), not its writer. */
  reviewing: boolean;
  /** The draft went back to its writer. */
  onSentBack: () => void;
}

/**
 * The notes beside a draft in review (docs/adr/0036): the writer reads them; an editor adds
 * notes and sends the draft back. Shown while the draft is in review or has notes.
 */
export function DraftReview({ draft, reviewing, onSentBack }: DraftReviewProps) {
  const notes = useReviewNotes(draft.status === 'draft' ? draft.id : null);
  const { trigger: addNote } = useAddReviewNote();
  const { trigger: sendBack } = useSendBack();
  const items = notes.data ?? [];
  if (!reviewing && draft.review_state === null && items.length === 0) return null;

  const act = async (
    send: (input: { news_id: number; body: string }) => Promise<unknown>,
    body: string,
  ) => {
    try {
      await send({ news_id: draft.id, body });
    } catch (error) {
      toastFailure(error);
      return false;
    }
    return true;
  };

  return (
    <ReviewNotes
      notes={items}
      loading={notes.isLoading}
      error={notes.error?.message}
      review={
        reviewing
          ? {
              canSendBack: draft.review_state === 'submitted',
              onAddNote: async (body) => {
                const kept = await act(addNote, body);
                if (kept) toastSuccess(REVIEW_SUCCESS.noteAdded);
                return kept;
              },
              onSendBack: async (body) => {
                const kept = await act(sendBack, body);
                if (kept) {
                  toastSuccess(REVIEW_SUCCESS.sentBack);
                  onSentBack();
                }
                return kept;
              },
            }
          : undefined
      }
    />
  );
}
