/** @jsxRuntime automatic */
// The server renders these through tsx, which compiles files outside its project with the
// classic runtime unless told: every email module names the automatic one.
import { EmailButton, EmailFrame, textFooter } from '../EmailFrame/EmailFrame';
import { EMAIL_COLOURS } from '../EmailFrame/emailStyles';
import { EMAIL_TEXTS } from '../emailTexts';

export interface ConfirmSubscriptionEmailProps {
  siteName: string;
  siteUrl: string;
  /** The confirmation page (its button confirms: link scanners open links on their own). */
  confirmUrl: string;
  expiresInDays: number;
}

/** The double opt-in's email: the address is on the list only once its link is confirmed. */
export function ConfirmSubscriptionEmail(props: ConfirmSubscriptionEmailProps) {
  const { siteName, siteUrl, confirmUrl, expiresInDays } = props;
  return (
    <EmailFrame siteName={siteName} siteUrl={siteUrl}>
      <h1
        className="bl-text"
        style={{ color: EMAIL_COLOURS.text, fontSize: 22, margin: '0 0 12px' }}
      >
        {EMAIL_TEXTS.confirmHeading}
      </h1>
      <p
        className="bl-text"
        style={{ color: EMAIL_COLOURS.text, lineHeight: 1.5, margin: '0 0 20px' }}
      >
        {EMAIL_TEXTS.confirmBody(siteName)}
      </p>
      <EmailButton href={confirmUrl}>{EMAIL_TEXTS.confirmButton}</EmailButton>
      <p
        className="bl-muted"
        style={{ color: EMAIL_COLOURS.muted, fontSize: 13, margin: '20px 0 0' }}
      >
        {EMAIL_TEXTS.confirmExpiry(expiresInDays)}
      </p>
    </EmailFrame>
  );
}

export const confirmSubscriptionSubject = ({ siteName }: ConfirmSubscriptionEmailProps) =>
  EMAIL_TEXTS.confirmSubject(siteName);

export const confirmSubscriptionText = (props: ConfirmSubscriptionEmailProps) =>
  [
    EMAIL_TEXTS.confirmHeading,
    '',
    EMAIL_TEXTS.confirmBody(props.siteName),
    '',
    `${EMAIL_TEXTS.confirmButton}: ${props.confirmUrl}`,
    '',
    EMAIL_TEXTS.confirmExpiry(props.expiresInDays),
    '',
    textFooter(props),
  ].join('\n');
