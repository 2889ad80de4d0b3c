import { PAGE_PATHS, PRIVATE_PAGE_PATHS, PRIVATE_PAGE_TREES } from '@byline/api-client/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn, RequireSession } from '../guards/sessionGuards';
import { routes } from './router';

/** Whether the page at `pathname` sits behind the layout route `guard`. */
const isBehind = (guard: unknown, pathname: string) =>
  matchRoutes(routes, pathname)?.some((match) => match.route.Component === guard) ?? false;

/** The full paths of the pages under `guard` (a layout route without a path of its own). */
function pathsBehind(guard: unknown, list: RouteObject[] = routes, parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    if (route.Component === guard) {
      return (route.children ?? []).map((child) =>
        `${path}/${child.path ?? ''}`.replace(/\/+/g, '/'),
      );
    }
    return pathsBehind(guard, route.children ?? [], path);
  });
}

describe('the router', () => {
  it('robots.txt keeps search engines off exactly the pages behind its guards and the login', () => {
    const privatePages = [
      PAGE_PATHS.login,
      ...pathsBehind(RequireSession),
      ...pathsBehind(RedirectIfSignedIn),
    ];
    // A page under a private tree is closed by the tree's prefix.
    const treeOf = (path: string) =>
      PRIVATE_PAGE_TREES.find((tree) => path === tree || path.startsWith(`${tree}/`)) ?? path;
    expect(new Set(privatePages.map(treeOf))).toEqual(
      new Set([...PRIVATE_PAGE_PATHS, ...PRIVATE_PAGE_TREES]),
    );
  });

  it('puts every page that needs an account behind the session guard', () => {
    for (const path of [
      '/profile',
      '/profile/edit',
      '/new-article',
      '/notifications',
      '/buy-coins',
      '/account',
      '/members',
      '/moderation',
      '/moderation/log',
      '/review',
      '/settings/site',
    ]) {
      expect(isBehind(RequireSession, path), path).toBe(true);
    }
  });

  it('leaves the public pages open to signed-out readers', () => {
    for (const path of [
      '/',
      '/news/world',
      '/article/3',
      '/profile/7',
      '/login',
      '/unsubscribe',
      '/account/action',
      '/newsletter/confirm',
      '/newsletter/preferences',
      '/nowhere',
    ]) {
      expect(isBehind(RequireSession, path), path).toBe(false);
    }
  });

  it('sends signed-in users away from sign-up and forgot-password only', () => {
    expect(isBehind(RedirectIfSignedIn, '/signup')).toBe(true);
    expect(isBehind(RedirectIfSignedIn, '/forgot-password')).toBe(true);
    expect(isBehind(RedirectIfSignedIn, '/login')).toBe(false);
  });
});
