import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn, RequireSession } from '../guards/sessionGuards';
import { routes } from './router';

/** Whether the page at `pathname` sits behind the layout route `guard`. */
const isBehind = (guard: unknown, pathname: string) =>
  matchRoutes(routes, pathname)?.some((match) => match.route.Component === guard) ?? false;

describe('the router', () => {
  it('puts every page that needs an account behind the session guard', () => {
    for (const path of [
      '/profile',
      '/profile/edit',
      '/new-article',
      '/notifications',
      '/buy-coins',
    ]) {
      expect(isBehind(RequireSession, path), path).toBe(true);
    }
  });

  it('leaves the public pages open to signed-out readers', () => {
    for (const path of ['/', '/news/world', '/article/3', '/profile/7', '/login', '/nowhere']) {
      expect(isBehind(RequireSession, path), path).toBe(false);
    }
  });

  it('sends signed-in users away from sign-up and forgot-password only', () => {
    expect(isBehind(RedirectIfSignedIn, '/signup')).toBe(true);
    expect(isBehind(RedirectIfSignedIn, '/forgot-password')).toBe(true);
    expect(isBehind(RedirectIfSignedIn, '/login')).toBe(false);
  });
});
