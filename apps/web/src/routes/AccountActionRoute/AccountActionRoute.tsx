import { ACCOUNT_ERRORS, ACCOUNT_SUCCESS } from '@byline/api-client';
import {
  ACCOUNT_TEXTS,
  EmailActionResult,
  type EmailActionResultProps,
  PageContainer,
} from '@byline/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountFlowError } from '../../auth/accountFlowError';
import { loadAccountFlows } from '../../auth/loadAccountFlows';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';
import { useSignOutHere } from '../../session/useSignOutHere';
import { rememberPendingEmail } from '../AccountRoute/accountSession';

/** The identity provider's mode of an email change's confirmation link. */
const EMAIL_CHANGE_MODE = 'verifyAndChangeEmail';

type Outcome = Pick<EmailActionResultProps, 'state' | 'message' | 'onRetry'>;

/**
 * /account/action: where the identity provider's links land (its action URL). An email change's
 * link changes the address here, once; an expired or used one says so and changes nothing.
 * Signed in or not: the link may be opened on another device. A session of this browser ends
 * after the change, so the next sign-in (with the new address) brings Byline's record up to date.
 */
export function AccountActionRoute() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const { signedIn } = useSession();
  const signOutHere = useSignOutHere();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const applied = useRef<string | null>(null);

  const apply = useCallback(
    async (code: string) => {
      setOutcome({ state: 'checking' });
      try {
        const flows = await loadAccountFlows();
        const email = await flows.applyEmailChange(code);
        rememberPendingEmail(null);
        setOutcome({ state: 'done', message: ACCOUNT_SUCCESS.emailChanged(email) });
        if (signedIn) signOutHere();
      } catch (error) {
        const message =
          error instanceof AccountFlowError ? error.message : ACCOUNT_ERRORS.emailLinkFailed;
        setOutcome({
          state: 'failed',
          message,
          ...(message === ACCOUNT_ERRORS.emailLinkInvalid
            ? {}
            : { onRetry: () => void apply(code) }),
        });
      }
    },
    [signedIn, signOutHere],
  );

  useEffect(() => {
    if (mode !== EMAIL_CHANGE_MODE || !oobCode) {
      setOutcome({ state: 'failed', message: ACCOUNT_ERRORS.emailLinkIncomplete });
      return;
    }
    // Once per code: a link applied is used up, and a second try would say it was used.
    if (applied.current === oobCode) return;
    applied.current = oobCode;
    void apply(oobCode);
  }, [mode, oobCode, apply]);

  return (
    <>
      <PageMeta noindex title={ACCOUNT_TEXTS.actionTitle} description={ACCOUNT_TEXTS.intro} />
      <PageContainer width="narrow">
        <EmailActionResult {...outcome} />
      </PageContainer>
    </>
  );
}
