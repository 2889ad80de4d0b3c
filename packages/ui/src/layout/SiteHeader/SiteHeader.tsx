import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { Logo } from '../../components/Logo/Logo';
import { AVATAR_SIZE, NAV_CATEGORIES, READER_TEXTS, ROUTES } from '../../constants';
import { AppLink } from '../../link';
import classes from './SiteHeader.module.css';

export interface SiteHeaderProps {
  /** Spec section 4: signed in means a token cookie and a stored user id; the host decides. */
  signedIn: boolean;
  /** The header picture. The spec uses a fixed local image, so this defaults to one. */
  avatarSrc?: string;
  /** Called when Logout is chosen; the host clears the session and navigates to /login. */
  onLogout?: () => void;
  /** The current path, so the matching category link is marked as the current page. */
  currentPath?: string;
}

/**
 * The header on every page: logo, the nine category links (from `md` up; a burger and drawer
 * below that), and the account area: Sign In when signed out; the notifications bell and the
 * profile menu when signed in.
 */
export function SiteHeader({
  signedIn,
  avatarSrc = defaultAvatarUrl,
  onLogout,
  currentPath,
}: SiteHeaderProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  // Controlled, so choosing Logout closes it even if the host re-renders before navigating.
  const [menuOpened, setMenuOpened] = useState(false);

  const logout = () => {
    setMenuOpened(false);
    drawer.close();
    onLogout?.();
  };

  const categoryLinks = (linkClass: string | undefined, onNavigate?: () => void) =>
    NAV_CATEGORIES.map((category) => {
      const href = ROUTES.category(category.slug);
      return (
        <Anchor
          key={category.slug}
          component={AppLink}
          href={href}
          className={linkClass}
          aria-current={currentPath === href ? 'page' : undefined}
          onClick={onNavigate}
        >
          {category.label}
        </Anchor>
      );
    });

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group gap="xs" wrap="nowrap">
          <Burger
            hiddenFrom="md"
            size="sm"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label="Open menu"
            aria-expanded={drawerOpened}
          />
          <Anchor component={AppLink} href={ROUTES.home} aria-label="Byline home" underline="never">
            <Logo size={30} />
          </Anchor>
        </Group>

        <Box component="nav" aria-label="Categories" visibleFrom="md">
          <Group gap={2} wrap="nowrap">
            {categoryLinks(classes.navLink)}
          </Group>
        </Box>

        <Group gap="sm" wrap="nowrap">
          {signedIn ? (
            <>
              <ActionIcon
                component={AppLink}
                href={ROUTES.notifications}
                variant="subtle"
                color="dark"
                size="lg"
                aria-label={READER_TEXTS.notifications}
              >
                <IconBell size={22} stroke={1.8} aria-hidden="true" />
              </ActionIcon>
              <Menu
                opened={menuOpened}
                onChange={setMenuOpened}
                position="bottom-end"
                width={180}
                shadow="md"
                closeOnClickOutside
                closeOnItemClick
              >
                <Menu.Target>
                  {/* Picture and chevron form one button: a click on either toggles the menu. */}
                  <UnstyledButton className={classes.accountButton} aria-label="Account menu">
                    <Avatar src={avatarSrc} alt="" size={AVATAR_SIZE.header} radius="xl" />
                    <IconChevronDown size={16} aria-hidden="true" />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={AppLink} href={ROUTES.profile}>
                    {READER_TEXTS.myProfile}
                  </Menu.Item>
                  <Menu.Item onClick={logout}>{READER_TEXTS.logout}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          ) : (
            <Button component={AppLink} href={ROUTES.login} size="sm">
              {READER_TEXTS.signIn}
            </Button>
          )}
        </Group>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={<Logo size={26} />}
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap={0} component="nav" aria-label="Menu" className={classes.drawerNav}>
          {categoryLinks(classes.drawerLink, drawer.close)}
          <Divider my="sm" />
          {signedIn ? (
            <>
              <Anchor
                component={AppLink}
                href={ROUTES.notifications}
                className={classes.drawerLink}
                onClick={drawer.close}
              >
                {READER_TEXTS.notifications}
              </Anchor>
              <Anchor
                component={AppLink}
                href={ROUTES.profile}
                className={classes.drawerLink}
                onClick={drawer.close}
              >
                {READER_TEXTS.myProfile}
              </Anchor>
              <Button variant="outline" mt="sm" onClick={logout}>
                {READER_TEXTS.logout}
              </Button>
            </>
          ) : (
            <Button component={AppLink} href={ROUTES.login} mt="sm" onClick={drawer.close}>
              {READER_TEXTS.signIn}
            </Button>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
