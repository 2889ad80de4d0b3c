import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  COLOR_SCHEME_TEXTS,
  NAV_CATEGORIES,
  NOTIFICATION_TEXTS,
  READER_TEXTS,
  SEARCH_TEXTS,
} from '../../constants';
import {
  atViewport,
  viewportParameters,
  withHostUrls,
  withStoryLinks,
} from '../../testing/layout.mocks';
import {
  HARBOUR_HERALD_LOGO,
  HARBOUR_HERALD_NAVIGATION,
  HARBOUR_HERALD_SOCIAL_LINKS,
  HARBOUR_HERALD_URLS,
} from '../../testing/newsroom.mocks';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  decorators: [withStoryLinks],
  parameters: viewportParameters,
  args: { signedIn: false, onLogout: fn() },
  globals: atViewport('large'),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Menus render in a portal, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SignedOut: Story = {
  name: 'Signed out',
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: READER_TEXTS.categoriesNav });
    for (const { label } of NAV_CATEGORIES) {
      await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(
      within(nav).getByRole('link', { name: CATEGORY_BY_SLUG.technology.navLabel }),
    ).toHaveAttribute('href', '/news/technology');
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: READER_TEXTS.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('button', { name: READER_TEXTS.accountMenu })).toBeNull();
    // Hidden elements have no accessible name, so look them up by attribute.
    await expect(
      canvasElement.querySelector(`button[aria-label="${READER_TEXTS.openMenu}"]`),
    ).not.toBeVisible();
  },
};

export const SignedIn: Story = {
  name: 'Signed in',
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: READER_TEXTS.notifications })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(canvas.queryByRole('link', { name: READER_TEXTS.signIn })).toBeNull();
    const picture = canvas
      .getByRole('button', { name: READER_TEXTS.accountMenu })
      .querySelector('img');
    await expect(picture).toHaveStyle({ width: '38px', height: '38px' });
  },
};

/** Nothing unread: the bell has no badge and its name is just Notifications. */
export const NoUnread: Story = {
  name: 'Bell without a badge',
  args: { signedIn: true, unreadCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: READER_TEXTS.notifications })).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="bell-badge"]')).toBeNull();
  },
};

/** Three unread: the badge shows 3 and the bell's name says so. */
export const ThreeUnread: Story = {
  name: 'Badge showing 3',
  args: { signedIn: true, unreadCount: 3 },
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('link', { name: NOTIFICATION_TEXTS.bellLabel(3) });
    await expect(bell).toHaveAttribute('href', '/notifications');
    const badge = canvasElement.querySelector('[data-testid="bell-badge"]');
    await expect(badge).toHaveTextContent(NOTIFICATION_TEXTS.bellBadge(3));
    await expect(badge).toBeVisible();
  },
};

/** Over 99 unread: the badge says 99+, the name the whole count. */
export const ManyUnread: Story = {
  name: 'Badge showing 99+',
  args: { signedIn: true, unreadCount: 120 },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: NOTIFICATION_TEXTS.bellLabel(120) }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="bell-badge"]')).toHaveTextContent(
      NOTIFICATION_TEXTS.bellBadge(120),
    );
    await expect(NOTIFICATION_TEXTS.bellBadge(120)).toBe('99+');
  },
};

/** Signed out, a count is never shown. */
export const SignedOutIgnoresUnread: Story = {
  name: 'Signed out, no unread count',
  args: { signedIn: false, unreadCount: 5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="bell-badge"]')).toBeNull();
  },
};

export const MenuClosesOnOutsideClick: Story = {
  name: 'Menu closing on a click outside',
  args: { signedIn: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.accountMenu }));
    const menu = await page(canvasElement).findByRole('menu');
    // Opening animates; wait for the items to be shown.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: READER_TEXTS.myProfile })).toBeVisible(),
    );
    await expect(
      within(menu).getByRole('menuitem', { name: READER_TEXTS.following }),
    ).toHaveAttribute('href', '/following');
    await expect(within(menu).getByRole('menuitem', { name: READER_TEXTS.logout })).toBeVisible();
    await userEvent.click(canvas.getByRole('navigation', { name: READER_TEXTS.categoriesNav }));
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const MenuClosesOnMyProfile: Story = {
  name: 'Menu closing on My Profile',
  args: { signedIn: true },
  play: async ({ canvas, canvasElement, args }) => {
    // The same button toggles: a second click closes, a third opens again.
    const toggle = canvas.getByRole('button', { name: READER_TEXTS.accountMenu });
    await userEvent.click(toggle);
    await page(canvasElement).findByRole('menu');
    await userEvent.click(toggle);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await userEvent.click(toggle);
    const myProfile = await page(canvasElement).findByRole('menuitem', {
      name: READER_TEXTS.myProfile,
    });
    await expect(myProfile).toHaveAttribute('href', '/profile');
    await userEvent.click(myProfile);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(canvasElement.ownerDocument.body.dataset.lastNavigation).toBe('/profile');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const MenuClosesOnLogout: Story = {
  name: 'Menu closing on Logout',
  args: { signedIn: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.accountMenu }));
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: READER_TEXTS.logout }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The menu works from the keyboard too: Enter opens it, Escape closes it. */
export const MenuByKeyboard: Story = {
  name: 'Menu by keyboard',
  args: { signedIn: true },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: READER_TEXTS.accountMenu });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

/**
 * The search link opens a search bar over the header: a GET form to /search, so the results
 * page renders on the server. Escape closes it and gives focus back to the link.
 */
export const SearchBar: Story = {
  name: 'Search bar',
  play: async ({ canvas, canvasElement }) => {
    delete canvasElement.ownerDocument.body.dataset.lastNavigation;
    const toggle = canvas.getByRole('link', { name: SEARCH_TEXTS.field });
    // Without JavaScript it is a plain link to the search page.
    await expect(toggle).toHaveAttribute('href', '/search');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    // The bar's code loads at its first opening.
    const form = await canvas.findByRole('search');
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox', { name: SEARCH_TEXTS.field });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('name', 'q');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(form).getByRole('button', { name: SEARCH_TEXTS.submit })).toBeVisible();
    // Opening the bar is not a navigation.
    await expect(canvasElement.ownerDocument.body.dataset.lastNavigation).toBeUndefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('search')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

/** On a phone the bar covers the row too, and its close button shuts it. */
export const SmallSearchBar: Story = {
  name: 'Search bar, small screen',
  globals: atViewport('small'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: SEARCH_TEXTS.field }));
    const form = await canvas.findByRole('search');
    await expect(within(form).getByRole('searchbox', { name: SEARCH_TEXTS.field })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: SEARCH_TEXTS.close }));
    await waitFor(() => expect(canvas.queryByRole('search')).toBeNull());
  },
};

export const CurrentCategory: Story = {
  name: 'Current category',
  args: { currentPath: '/news/technology' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: CATEGORY_BY_SLUG.technology.navLabel }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const SmallSignedOut: Story = {
  name: 'Signed out, small screen',
  globals: atViewport('small'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('nav[aria-label="Categories"]')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.openMenu }));
    const drawer = await page(canvasElement).findByRole('dialog');
    const menuNav = within(drawer).getByRole('navigation', { name: READER_TEXTS.menuNav });
    await waitFor(() => expect(menuNav).toBeVisible());
    for (const { label } of NAV_CATEGORIES) {
      await expect(within(menuNav).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(within(menuNav).getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
    // Following a link closes the drawer.
    await userEvent.click(
      within(menuNav).getByRole('link', { name: CATEGORY_BY_SLUG.sports.navLabel }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvasElement.ownerDocument.body.dataset.lastNavigation).toBe('/news/sports');
  },
};

export const SmallSignedIn: Story = {
  name: 'Signed in, small screen',
  args: { signedIn: true },
  globals: atViewport('small'),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.openMenu }));
    const drawer = await page(canvasElement).findByRole('dialog');
    await expect(
      within(drawer).getByRole('link', { name: READER_TEXTS.myProfile }),
    ).toHaveAttribute('href', '/profile');
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: READER_TEXTS.notifications })).toBeVisible(),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: READER_TEXTS.logout }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The drawer's Notifications link carries the count too. */
export const SmallWithUnread: Story = {
  name: 'Unread, small screen',
  args: { signedIn: true, unreadCount: 120 },
  globals: atViewport('small'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: NOTIFICATION_TEXTS.bellLabel(120) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.openMenu }));
    const drawer = await page(canvasElement).findByRole('dialog');
    const link = await within(drawer).findByRole('link', {
      name: NOTIFICATION_TEXTS.bellLabel(120),
    });
    await waitFor(() => expect(link).toBeVisible());
    await expect(link).toHaveTextContent(NOTIFICATION_TEXTS.bellBadge(120));
    // Following it closes the drawer.
    await userEvent.click(link);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvasElement.ownerDocument.body.dataset.lastNavigation).toBe('/notifications');
  },
};

/** Where the toggle story's choice is kept (the preview's colour-scheme manager). */
const STORY_SCHEME_KEY = 'byline-story-color-scheme';

/**
 * The Dark mode toggle switches the page's scheme (from the toolbar's) and back, says whether it
 * is on, and keeps the choice for the next visit.
 */
export const ColorSchemeToggle: Story = {
  name: 'Dark mode toggle',
  // Its interactions run in the dark pass too: there it starts dark and switches to light.
  tags: ['dark-interactions'],
  args: { signedIn: true, unreadCount: 3 },
  parameters: { colorSchemeStorageKey: STORY_SCHEME_KEY },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    const body = canvasElement.ownerDocument.body;
    const toggle = canvas.getByRole('button', { name: COLOR_SCHEME_TEXTS.darkMode });
    const startedDark = root.dataset.mantineColorScheme === 'dark';
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', String(startedDark)));
    const background = getComputedStyle(body).backgroundColor;

    await userEvent.click(toggle);
    const switched = startedDark ? 'light' : 'dark';
    await waitFor(() => expect(root.dataset.mantineColorScheme).toBe(switched));
    await expect(toggle).toHaveAttribute('aria-pressed', String(!startedDark));
    await expect(getComputedStyle(body).backgroundColor).not.toBe(background);
    await expect(localStorage.getItem(STORY_SCHEME_KEY)).toBe(switched);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', String(startedDark)));
    await expect(getComputedStyle(body).backgroundColor).toBe(background);
    await expect(localStorage.getItem(STORY_SCHEME_KEY)).toBe(startedDark ? 'dark' : 'light');
  },
};

/** The toggle fits beside search, the bell and the account menu on the narrowest phone. */
export const SmallColorSchemeToggle: Story = {
  name: 'Dark mode toggle, small screen',
  args: { signedIn: true, unreadCount: 120 },
  // The toolbar's small phone (360 px, .storybook/viewports.ts).
  globals: { viewport: { value: 'smallPhone360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: COLOR_SCHEME_TEXTS.darkMode })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Medium: Story = {
  name: 'Medium screen',
  args: { signedIn: true },
  globals: atViewport('medium'),
};

/** At Mantine's md breakpoint (992 px) the nine links first show, and must fit without overflow. */
export const AtMdBreakpoint: Story = {
  name: 'At the md breakpoint (992 px)',
  args: { signedIn: true },
  parameters: {
    viewport: {
      options: {
        ...viewportParameters.viewport.options,
        md992: {
          name: 'md edge (992)',
          styles: { width: '992px', height: '700px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'md992', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('navigation', { name: READER_TEXTS.categoriesNav }),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Harbour Herald's home link: the theme's logo picture is named by its alt. */
const HERALD_NAME = 'Harbour Herald';

/**
 * Another newsroom's header: its navigation, its URL scheme (LinkProvider `urls`) and the logo
 * of its theme (`other.logo`, here the sample Harbour Herald theme with its colours and fonts).
 */
export const YourNewsroom: Story = {
  name: 'Your newsroom',
  args: {
    navigation: HARBOUR_HERALD_NAVIGATION,
    socialLinks: HARBOUR_HERALD_SOCIAL_LINKS,
    currentPath: HARBOUR_HERALD_NAVIGATION[0]?.href,
  },
  decorators: [withHostUrls(HARBOUR_HERALD_URLS)],
  globals: { ...atViewport('large'), theme: 'harbourHerald' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: READER_TEXTS.categoriesNav });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      HARBOUR_HERALD_NAVIGATION.map(({ href }) => href),
    );
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    for (const { label } of NAV_CATEGORIES) {
      await expect(within(nav).queryByRole('link', { name: label })).toBeNull();
    }
    const home = canvas.getByRole('link', { name: HERALD_NAME });
    await expect(home).toHaveAttribute('href', HARBOUR_HERALD_URLS.home);
    await expect(home.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect(canvas.queryByRole('link', { name: READER_TEXTS.homeLink })).toBeNull();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toHaveAttribute(
      'href',
      HARBOUR_HERALD_URLS.login,
    );
    await expect(canvas.getByRole('link', { name: SEARCH_TEXTS.field })).toHaveAttribute(
      'href',
      HARBOUR_HERALD_URLS.search,
    );
  },
};

/** On a phone the newsroom's links and its social links are in the menu. */
export const YourNewsroomSmall: Story = {
  ...YourNewsroom,
  name: 'Your newsroom, small screen',
  globals: { ...atViewport('small'), theme: 'harbourHerald' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.openMenu }));
    const drawer = await page(canvasElement).findByRole('dialog');
    const menuNav = within(drawer).getByRole('navigation', { name: READER_TEXTS.menuNav });
    await waitFor(() => expect(menuNav).toBeVisible());
    for (const { label, href } of HARBOUR_HERALD_NAVIGATION) {
      await expect(within(menuNav).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        href,
      );
    }
    for (const { label, href } of HARBOUR_HERALD_SOCIAL_LINKS) {
      const link = within(drawer).getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // Closed again: Mantine's open drawer has a second, unnamed header landmark.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A `logo` prop wins over the theme's: here a React node with its own wordmark. */
export const LogoPropOverTheme: Story = {
  name: "Logo prop over the theme's",
  args: { logo: HARBOUR_HERALD_LOGO },
  globals: { ...atViewport('large'), theme: 'harbourHerald' },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: HERALD_NAME });
    await expect(home.querySelector('img')).toBeNull();
    await expect(home).toHaveAttribute('href', '/');
  },
};
