import {
  SUCCESS_MESSAGES,
  useAnswerFediverseFollow,
  useFediverseFollowers,
  useSetFediverseApproval,
} from '@byline/api-client';
import { FediverseFollowers } from '@byline/ui';
import { useState } from 'react';
import { toastFailure, toastSuccess } from '../../toasts/toast';

/**
 * The owner's followers on the fediverse under their Followers tab: read when the tab opens,
 * with the "Approve followers" switch and Accept/Reject of each request.
 */
export function FediverseFollowersPanel({ enabled }: { enabled: boolean }) {
  const list = useFediverseFollowers(enabled);
  const approval = useSetFediverseApproval();
  const answer = useAnswerFediverseFollow();
  const [answering, setAnswering] = useState<number | null>(null);

  const setApproval = async (approve: boolean) => {
    try {
      await approval.trigger({ approve });
      toastSuccess(
        approve ? SUCCESS_MESSAGES.fediverseApprovalOn : SUCCESS_MESSAGES.fediverseApprovalOff,
      );
    } catch (error) {
      toastFailure(error);
    }
  };
  const answerRequest = async (followerId: number, accept: boolean) => {
    setAnswering(followerId);
    try {
      await answer.trigger({ follower_id: followerId, accept });
      toastSuccess(
        accept
          ? SUCCESS_MESSAGES.fediverseFollowAccepted
          : SUCCESS_MESSAGES.fediverseFollowRejected,
      );
    } catch (error) {
      toastFailure(error);
    } finally {
      setAnswering(null);
    }
  };

  return (
    <FediverseFollowers
      data={list.data}
      loading={list.isLoading}
      error={list.error?.message ?? null}
      onRetry={() => void list.mutate()}
      approvalSaving={approval.isMutating}
      onApprovalChange={setApproval}
      onAnswer={answerRequest}
      answering={answering}
    />
  );
}
