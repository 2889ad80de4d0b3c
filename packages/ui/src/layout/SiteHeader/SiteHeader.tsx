import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useId, useRef, useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { type LogoSource, SiteLogo, useLogoSource } from '../../components/Logo/SiteLogo';
import { AVATAR_SIZE, NOTIFICATION_TEXTS, READER_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';
import { bylineNavigation, type NavLink } from '../navigation';
import { type SocialLink, SocialLinks } from '../SocialLinks/SocialLinks';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { MenuBurger } from './MenuBurger';
import classes from './SiteHeader.module.css';

// Loaded on first use: the account menu (Menu, Popover, floating-ui) and the small-screen
// drawer (Drawer, focus trap, scroll lock) are not needed to show a page.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));
const Drawer = lazy(async () => ({ default: (await import('./HeaderDrawer')).HeaderDrawer }));
const HeaderSearchBar = lazy(async () => ({
  default: (await import('./HeaderSearchBar')).HeaderSearchBar,
}));

export interface SiteHeaderProps {
  /** Whether the visitor is signed in (the host decides). */
  signedIn: boolean;
  /** The header picture. The spec uses a fixed local image, so this defaults to one. */
  avatarSrc?: string;
  /** Called when Logout is chosen; the host clears the session and navigates to /login. */
  onLogout?: () => void;
  /** The current path, so the matching category link is marked as the current page. */
  currentPath?: string;
  /** Unread notifications: a badge on the bell (99+ above 99), none at 0. */
  unreadCount?: number;
  /** The navigation links (from `md` up, and in the small-screen menu); Byline's categories by default. */
  navigation?: readonly NavLink[];
  /** Icon links at the foot of the small-screen menu; none by default (Byline's are in the footer). */
  socialLinks?: readonly SocialLink[];
  /** Newsroom logo; the theme's `other.logo`, else Byline's, by default. */
  logo?: LogoSource;
}

/**
 * The header on every page: logo, the navigation links (from `md` up; a burger and drawer
 * below that), and the account area: Sign In when signed out; the notifications bell and the
 * profile menu when signed in. The colour-scheme toggle and search come before the account area.
 */
export function SiteHeader({
  signedIn,
  avatarSrc = defaultAvatarUrl,
  onLogout,
  currentPath,
  unreadCount = 0,
  navigation,
  socialLinks,
  logo,
}: SiteHeaderProps) {
  const notificationTexts = useMessages(NOTIFICATION_TEXTS);
  const readerTexts = useMessages(READER_TEXTS);
  const urls = useUrls();
  const links = navigation ?? bylineNavigation(urls);
  const logoSource = useLogoSource(logo);
  const unread = Math.max(0, Math.floor(unreadCount));
  const notificationsLabel =
    unread > 0 ? notificationTexts.bellLabel(unread) : readerTexts.notifications;
  const [drawerOpened, drawer] = useDisclosure(false);
  // Controlled, so choosing Logout closes it even if the host re-renders before navigating.
  const [menuOpened, setMenuOpened] = useState(false);
  const accountButton = useRef<HTMLButtonElement>(null);
  // Each loads at its first opening and then stays mounted (for its closing transition).
  const [menuUsed, setMenuUsed] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);

  // The search link opens /search without JavaScript; with it, a search bar over the header.
  const [searchOpened, setSearchOpened] = useState(false);
  const searchToggle = useRef<HTMLAnchorElement>(null);
  const searchBarId = useId();
  const openSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    setSearchOpened(true);
  };
  const closeSearch = () => {
    setSearchOpened(false);
    searchToggle.current?.focus();
  };

  const logout = () => {
    setMenuOpened(false);
    drawer.close();
    onLogout?.();
  };

  const categoryLinks = (linkClass: string | undefined, onNavigate?: () => void) =>
    links.map(({ label, href }) => (
      <Anchor
        key={href}
        component={AppLink}
        href={href}
        className={linkClass}
        aria-current={currentPath === href ? 'page' : undefined}
        onClick={onNavigate}
      >
        {label}
      </Anchor>
    ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group gap="xs" wrap="nowrap">
          <MenuBurger
            hiddenFrom="md"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={readerTexts.openMenu}
            aria-expanded={drawerOpened}
          />
          <Anchor
            component={AppLink}
            href={urls.home}
            // A newsroom's logo names the link itself (its picture's alt, its text).
            aria-label={logoSource === undefined ? readerTexts.homeLink : undefined}
            underline="never"
          >
            <SiteLogo source={logoSource} size={30} />
          </Anchor>
        </Group>

        <Box component="nav" aria-label={readerTexts.categoriesNav} visibleFrom="md">
          <Group gap={2} wrap="nowrap">
            {categoryLinks(classes.navLink)}
          </Group>
        </Box>

        <Group gap="sm" wrap="nowrap" className={classes.actions}>
          <ColorSchemeToggle />
          <ActionIcon
            ref={searchToggle}
            component={AppLink}
            href={urls.search}
            onClick={openSearch}
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={readerTexts.searchNews}
            aria-expanded={searchOpened}
            aria-controls={searchOpened ? searchBarId : undefined}
          >
            <IconSearch size={22} stroke={1.8} aria-hidden="true" />
          </ActionIcon>
          {signedIn ? (
            <>
              <Box className={classes.bell} data-unread={unread > 0 || undefined}>
                <ActionIcon
                  component={AppLink}
                  href={urls.notifications}
                  variant="subtle"
                  color="dark"
                  size="lg"
                  aria-label={notificationsLabel}
                >
                  <IconBell size={22} stroke={1.8} aria-hidden="true" />
                </ActionIcon>
                {/* The count is in the link's name; the badge only shows it. */}
                {unread > 0 && (
                  <span className={classes.bellBadge} aria-hidden="true" data-testid="bell-badge">
                    {notificationTexts.bellBadge(unread)}
                  </span>
                )}
              </Box>
              {/* Picture and chevron form one button: a click on either toggles the menu. */}
              <UnstyledButton
                ref={accountButton}
                onClick={() => setMenuOpened((opened) => !opened)}
                aria-haspopup="menu"
                aria-expanded={menuOpened}
                className={classes.accountButton}
                aria-label={readerTexts.accountMenu}
              >
                <Avatar src={avatarSrc} alt="" size={AVATAR_SIZE.header} radius="xl" />
                <IconChevronDown size={16} aria-hidden="true" />
              </UnstyledButton>
              {menuUsed && (
                <Suspense fallback={null}>
                  <AccountMenu
                    opened={menuOpened}
                    onChange={setMenuOpened}
                    target={accountButton}
                    onLogout={logout}
                  />
                </Suspense>
              )}
            </>
          ) : (
            <Button component={AppLink} href={urls.login} size="sm">
              {readerTexts.signIn}
            </Button>
          )}
        </Group>

        {searchOpened && (
          <Suspense fallback={null}>
            <HeaderSearchBar id={searchBarId} onClose={closeSearch} className={classes.searchBar} />
          </Suspense>
        )}
      </Container>

      {drawerUsed && (
        <Suspense fallback={null}>
          <Drawer
            opened={drawerOpened}
            onClose={drawer.close}
            title={<SiteLogo source={logoSource} size={26} />}
            size="xs"
            hiddenFrom="md"
            closeButtonProps={{ 'aria-label': readerTexts.closeMenu }}
          >
            <Stack
              gap={0}
              component="nav"
              aria-label={readerTexts.menuNav}
              className={classes.drawerNav}
            >
              {categoryLinks(classes.drawerLink, drawer.close)}
              <Divider my="sm" />
              {signedIn ? (
                <>
                  <Anchor
                    component={AppLink}
                    href={urls.notifications}
                    className={classes.drawerLink}
                    onClick={drawer.close}
                    aria-label={unread > 0 ? notificationsLabel : undefined}
                  >
                    <Group component="span" gap="xs" wrap="nowrap">
                      {readerTexts.notifications}
                      {unread > 0 && (
                        <span className={classes.drawerBadge} aria-hidden="true">
                          {notificationTexts.bellBadge(unread)}
                        </span>
                      )}
                    </Group>
                  </Anchor>
                  <Anchor
                    component={AppLink}
                    href={urls.profile}
                    className={classes.drawerLink}
                    onClick={drawer.close}
                  >
                    {readerTexts.myProfile}
                  </Anchor>
                  <Anchor
                    component={AppLink}
                    href={urls.following}
                    className={classes.drawerLink}
                    onClick={drawer.close}
                  >
                    {readerTexts.following}
                  </Anchor>
                  <Anchor
                    component={AppLink}
                    href={urls.account}
                    className={classes.drawerLink}
                    onClick={drawer.close}
                  >
                    {readerTexts.account}
                  </Anchor>
                  <Button variant="outline" mt="sm" onClick={logout}>
                    {readerTexts.logout}
                  </Button>
                </>
              ) : (
                <Button component={AppLink} href={urls.login} mt="sm" onClick={drawer.close}>
                  {readerTexts.signIn}
                </Button>
              )}
            </Stack>
            {socialLinks && socialLinks.length > 0 && (
              <Box mt="md">
                <SocialLinks links={socialLinks} />
              </Box>
            )}
          </Drawer>
        </Suspense>
      )}
    </Box>
  );
}
