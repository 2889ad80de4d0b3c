import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../session/SessionProvider';
import { clearSession, writeSession } from '../session/sessionStorage';
import { RedirectIfSignedIn, RequireSession, safeNextPath } from './sessionGuards';

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
        children: [{ path: 'signup', element: <Where page="Sign up" /> }],
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
    expect(await screen.findByText('Sign up at /signup')).toBeInTheDocument();
  });
});

describe('safeNextPath', () => {
  it('returns to a same-site path after signing in', () => {
    expect(safeNextPath('/new-article')).toBe('/new-article');
    expect(safeNextPath('/profile?tab=drafts')).toBe('/profile?tab=drafts');
  });

  it('goes home instead of to another site or when there is no destination', () => {
    expect(safeNextPath('//evil.example/phish')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
