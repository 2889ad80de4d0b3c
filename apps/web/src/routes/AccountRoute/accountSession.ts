import { VERIFICATION_EMAIL_INTERVAL_MS } from '@byline/api-client';

/**
 * When this browser last asked for a verification or email-change mail: kept for the tab
 * (sessionStorage), so a reload does not lift the interval between two mails.
 */
const LAST_MAIL_KEY = 'byline.account.lastMail';
const PENDING_EMAIL_KEY = 'byline.account.pendingEmail';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Seconds still to wait before another mail; 0 when one may be sent now. */
export function secondsUntilNextMail(now = Date.now()): number {
  const last = Number(storage()?.getItem(LAST_MAIL_KEY) ?? 0);
  const left = last + VERIFICATION_EMAIL_INTERVAL_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export function rememberMailSent(now = Date.now()): void {
  storage()?.setItem(LAST_MAIL_KEY, String(now));
}

/** The address a confirmation link was sent to from this tab, not opened yet (as far as we know). */
export function pendingEmailChange(): string | null {
  return storage()?.getItem(PENDING_EMAIL_KEY) ?? null;
}

export function rememberPendingEmail(email: string | null): void {
  if (email === null) storage()?.removeItem(PENDING_EMAIL_KEY);
  else storage()?.setItem(PENDING_EMAIL_KEY, email);
}
