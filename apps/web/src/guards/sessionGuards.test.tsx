import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../session/SessionProvider';
import { clearSession, writeSession } from '../session/sessionCookie';
import { loginPathFor, RedirectIfSignedIn, RequireSession, safeNextPath } from './sessionGuards';

/** Shows where the visitor ended up. */
function Where({ page }: { page: string }) {
  const location = useLocation();
  return (
    <p>
      {page} at {location.pathname}
      {location.search}
    </p>
  );
}

/** The two guards as the app's router uses them: layout routes around their pages. */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: 'login', element: <Where page="Login" /> },
      { index: true, element: <Where page="Home" /> },
      {
        Component: RequireSession,
        children: [{ path: 'profile', element: <Where page="Profile" /> }],
      },
      {
        Component: RedirectIfSignedIn,
        children: [{ path: 'signup', element: <Where page="Signup" /> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

afterEach(() => clearSession());

describe('RequireSession', () => {
  it('sends a signed-out visitor to /login with the page to come back to', async () => {
    renderAt('/profile?tab=drafts');
    expect(
      await screen.findByText('Login at /login?next=%2Fprofile%3Ftab%3Ddrafts'),
    ).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    writeSession({ token: 'token', userId: 1 });
    renderAt('/profile');
    expect(await screen.findByText('Profile at /profile')).toBeInTheDocument();
  });
});

describe('RedirectIfSignedIn', () => {
  it('sends a signed-in user home', async () => {
    writeSession({ token: 'token', userId: 1 });
    renderAt('/signup');
    expect(await screen.findByText('Home at /')).toBeInTheDocument();
  });

  it('shows the page to a signed-out visitor', async () => {
    renderAt('/signup');
    expect(await screen.findByText('Signup at /signup')).toBeInTheDocument();
  });
});

describe('safeNextPath', () => {
  it('returns to a same-site path after signing in', () => {
    expect(safeNextPath('/new-article')).toBe('/new-article');
    expect(safeNextPath('/profile?tab=drafts')).toBe('/profile?tab=drafts');
    expect(safeNextPath('/article/12#comments')).toBe('/article/12#comments');
  });

  it('goes home instead of to another site or when there is no destination', () => {
    expect(safeNextPath('//evil.example/phish')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });

  // What `?next=` holds once the browser has decoded it, for each way of writing another site.
  it.each([
    ['a tab between the slashes (/%09/)', '/\t/evil.example'],
    ['a newline between the slashes (/%0A/)', '/\n/evil.example'],
    ['a carriage return (/%0D/)', '/\r/evil.example'],
    ['a tab after the slashes', '//\tevil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a DEL', '/\u007f/evil.example'],
    ['a backslash (/%5C)', '/\\evil.example'],
    ['a backslash after a dot segment', '/.\\/evil.example'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['a parent segment that leaves two slashes', '/..//evil.example'],
    ['three slashes', '///evil.example'],
    ['a scheme-relative URL with credentials', '//user@evil.example'],
    ['a leading space', ' /evil.example'],
    ['a leading tab', '\t//evil.example'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
  ])('goes home for %s', (_name, value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it.each([
    ['an encoded slash pair', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a dot segment', '/news/../profile'],
  ])('keeps %s on this site', (_name, value) => {
    const result = safeNextPath(value);
    const resolved = new URL(result, 'https://byline.example');
    expect(resolved.origin).toBe('https://byline.example');
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to, encoded', () => {
    expect(loginPathFor({ pathname: '/profile/edit', search: '?x=1&y=2' })).toBe(
      '/login?next=%2Fprofile%2Fedit%3Fx%3D1%26y%3D2',
    );
  });

  it('does not send the login page back to itself', () => {
    expect(loginPathFor({ pathname: '/login', search: '?next=%2Fprofile' })).toBe(
      '/login?next=%2Fprofile',
    );
  });
});
