import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../auth';
import { AUTH_TEXTS, READER_TEXTS, TIME_TEXTS } from '../constants';
import { renderWithTheme } from '../testing';
import type { MessagesOverrides } from './bylineMessages';
import { LocaleProvider, useMessages } from './LocaleProvider';
import { RelativeTime } from './RelativeTime/RelativeTime';

/** Shows two of the reader texts as `useMessages` gives them. */
function ReaderWords() {
  const texts = useMessages(READER_TEXTS);
  return (
    <output>
      {texts.signIn} / {texts.commentsHeading(3)}
    </output>
  );
}

const french: MessagesOverrides = {
  reader: { signIn: 'Se connecter', commentsHeading: (count) => `Commentaires (${count})` },
  auth: { loginTitle: 'Connexion', emailLabel: 'Adresse e-mail' },
};

describe('useMessages', () => {
  it("gives Byline's English without a provider", () => {
    renderWithTheme(<ReaderWords />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${READER_TEXTS.signIn} / ${READER_TEXTS.commentsHeading(3)}`,
    );
  });

  it("takes the host's words, functions included, and keeps English for the rest", () => {
    renderWithTheme(
      <LocaleProvider
        messages={{ reader: { commentsHeading: (count) => `Commentaires (${count})` } }}
      >
        <ReaderWords />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${READER_TEXTS.signIn} / Commentaires (3)`,
    );
  });

  it('lays a nested provider over the enclosing one, group by group', () => {
    renderWithTheme(
      <LocaleProvider messages={french}>
        <LocaleProvider messages={{ reader: { signIn: 'Entrer' } }}>
          <ReaderWords />
        </LocaleProvider>
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Entrer / Commentaires (3)');
  });

  it("reaches the kit's components: a sign-in form in the host's words", () => {
    renderWithTheme(
      <LocaleProvider messages={french}>
        <LoginForm />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
    // Left out by the host: still Byline's.
    expect(screen.getByRole('button', { name: AUTH_TEXTS.loginButton })).toBeVisible();
  });
});

describe('RelativeTime', () => {
  afterEach(() => vi.useRealTimers());
  const published = '2026-03-10T09:00:00.000Z';
  const rendered = Date.parse(published) + 2 * 60 * 60_000;

  it('starts from the render time it is given, then moves with the clock every minute', () => {
    vi.useFakeTimers({ now: rendered + 59 * 60_000 });
    renderWithTheme(
      <LocaleProvider now={rendered}>
        <RelativeTime date={published} />
      </LocaleProvider>,
    );
    // After mount the provider reads the browser's clock: 2 h 59 min.
    const time = screen.getByText('2 hours ago');
    expect(time).toHaveAttribute('datetime', published);
    expect(time).toHaveAttribute('title', 'March 10, 2026');
    act(() => vi.advanceTimersByTime(60_000));
    expect(time).toHaveTextContent('3 hours ago');
  });

  it('shows the date once the news is a day old, and "just now" in its first minute', () => {
    vi.useFakeTimers({ now: Date.parse(published) + 20_000 });
    renderWithTheme(
      <LocaleProvider>
        <RelativeTime date={published} />
      </LocaleProvider>,
    );
    expect(screen.getByText(TIME_TEXTS.justNow)).toBeVisible();
    act(() => vi.advanceTimersByTime(24 * 60 * 60_000));
    expect(screen.getByText('March 10, 2026')).not.toHaveAttribute('title');
  });

  it('renders the date on a server that was given no moment, so any browser hydrates it', () => {
    vi.useFakeTimers({ now: rendered });
    const html = renderToString(
      <LocaleProvider>
        <RelativeTime date={published} />
      </LocaleProvider>,
    );
    expect(html).toContain('March 10, 2026');
    expect(html).not.toContain('ago');
  });

  it("writes the host's locale", () => {
    vi.useFakeTimers({ now: rendered });
    renderWithTheme(
      <LocaleProvider locale="fr-FR" now={rendered}>
        <RelativeTime date={published} />
      </LocaleProvider>,
    );
    expect(screen.getByText('il y a 2 heures')).toHaveAttribute('title', '10 mars 2026');
  });
});
