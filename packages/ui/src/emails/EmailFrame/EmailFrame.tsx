/** @jsxRuntime automatic */
// The server renders these through tsx, which compiles files outside its project with the
// classic runtime unless told: every email module names the automatic one.
import type { ReactNode } from 'react';
import { EMAIL_TEXTS } from '../emailTexts';
import { EMAIL_COLOURS, EMAIL_STYLE_SHEET } from './emailStyles';

export interface EmailLinks {
  /** The site's home page, absolute. */
  siteUrl: string;
  /** The subscriber's preferences page (signed link); absent in the confirmation. */
  preferencesUrl?: string | undefined;
  /** The subscriber's unsubscribe page (signed link); absent in the confirmation. */
  unsubscribeUrl?: string | undefined;
}

export interface EmailFrameProps extends EmailLinks {
  siteName: string;
  /** The email's own content. */
  children: ReactNode;
}

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * Every email's frame: the site's name as the masthead, one centred card 600 px wide (tables, as
 * email clients need), and the footer with the preferences and unsubscribe links. Its style
 * sheet turns it dark where the reader's client is.
 */
export function EmailFrame({
  siteName,
  siteUrl,
  preferencesUrl,
  unsubscribeUrl,
  children,
}: EmailFrameProps) {
  return (
    <div
      className="bl-email"
      style={{ background: EMAIL_COLOURS.page, color: EMAIL_COLOURS.text, fontFamily: font }}
    >
      <style>{EMAIL_STYLE_SHEET}</style>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            <td align="center" style={{ padding: '24px 12px' }}>
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{ maxWidth: 600 }}
              >
                <tbody>
                  <tr>
                    <td style={{ padding: '0 0 16px' }}>
                      <a
                        href={siteUrl}
                        className="bl-link"
                        style={{
                          color: EMAIL_COLOURS.brand,
                          fontSize: 24,
                          fontWeight: 800,
                          textDecoration: 'none',
                        }}
                      >
                        {siteName}
                      </a>
                    </td>
                  </tr>
                  <tr>
                    <td
                      className="bl-card"
                      style={{ background: EMAIL_COLOURS.card, borderRadius: 8, padding: 24 }}
                    >
                      {children}
                    </td>
                  </tr>
                  <tr>
                    <td
                      className="bl-muted"
                      style={{ color: EMAIL_COLOURS.muted, fontSize: 13, padding: '16px 4px' }}
                    >
                      <p style={{ margin: '0 0 8px' }}>{EMAIL_TEXTS.footer(siteName)}</p>
                      {preferencesUrl && unsubscribeUrl ? (
                        <p style={{ margin: 0 }}>
                          <a
                            href={preferencesUrl}
                            className="bl-link"
                            style={{ color: EMAIL_COLOURS.brand }}
                          >
                            {EMAIL_TEXTS.preferences}
                          </a>
                          {' · '}
                          <a
                            href={unsubscribeUrl}
                            className="bl-link"
                            style={{ color: EMAIL_COLOURS.brand }}
                          >
                            {EMAIL_TEXTS.unsubscribe}
                          </a>
                        </p>
                      ) : null}
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The button of an email: a link that looks like one (email clients run no scripts). */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="bl-button"
      style={{
        background: EMAIL_COLOURS.brand,
        borderRadius: 6,
        color: EMAIL_COLOURS.buttonText,
        display: 'inline-block',
        fontWeight: 700,
        padding: '12px 20px',
        textDecoration: 'none',
      }}
    >
      {children}
    </a>
  );
}

/** The footer of the plain-text part. */
export function textFooter({
  siteName,
  preferencesUrl,
  unsubscribeUrl,
}: EmailFrameProps | (EmailLinks & { siteName: string })): string {
  const lines = ['--', EMAIL_TEXTS.footer(siteName)];
  if (preferencesUrl) lines.push(`${EMAIL_TEXTS.preferences}: ${preferencesUrl}`);
  if (unsubscribeUrl) lines.push(`${EMAIL_TEXTS.unsubscribe}: ${unsubscribeUrl}`);
  return lines.join('\n');
}
