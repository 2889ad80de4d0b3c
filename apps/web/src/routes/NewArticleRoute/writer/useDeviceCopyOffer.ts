import { useApiClient } from '@byline/api-client';
import { useEffect, useRef, useState } from 'react';
import { toastFailure } from '../../../toasts/toast';
import { type DeviceCopy, removeDeviceCopy, sameText, withoutImage } from '../autosave/deviceCopy';
import type { Autosave } from '../autosave/useAutosave';
import { restoredWriting, type Writing } from '../writing';
import { findDraft } from './findDraft';
import { SAVE_FAILURE } from './saveFailures';

/**
 * The copy on this device offered back (restore or discard), and text brought back that the
 * server lacks, which goes on to it like typed text.
 */
export function useDeviceCopyOffer(
  userId: number | null,
  writing: Writing,
  autosave: Autosave,
  onReload: (writing: Writing) => void,
) {
  const client = useApiClient();
  // The offer may arrive after mount (once the drafts are known); discarding hides it.
  const [discarded, setDiscarded] = useState(false);
  const offer = discarded ? null : writing.offer;

  const broughtBack = useRef(writing.initialValues);
  const { onChange: keepChange } = autosave;
  useEffect(() => {
    const text = broughtBack.current;
    broughtBack.current = null;
    if (text && !sameText(withoutImage(text), writing.session.saved)) keepChange(text);
  }, [keepChange, writing.session.saved]);

  const restore = async (copy: DeviceCopy) => {
    try {
      // Its draft as the server has it now (null when it is no longer a draft).
      const draft = await findDraft(client, copy.newsId);
      onReload(restoredWriting(copy, draft));
    } catch (error) {
      toastFailure(error, SAVE_FAILURE);
    }
  };

  const discard = (copy: DeviceCopy) => {
    if (userId !== null) removeDeviceCopy(userId, copy.key);
    setDiscarded(true);
  };

  return { offer, restore, discard };
}
