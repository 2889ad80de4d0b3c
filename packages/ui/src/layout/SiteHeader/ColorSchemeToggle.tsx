import { ActionIcon, useMantineContext } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { COLOR_SCHEME_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import classes from './SiteHeader.module.css';

/**
 * A toggle button, "Dark mode", pressed when the page is dark. The reader's choice goes to the
 * MantineProvider's colour-scheme manager (localStorage by default), so it lasts; until then the
 * page follows the system. The icon (a moon on light, a sun on dark) is drawn by CSS from the
 * page's scheme, so a server-rendered header shows the right one before the app starts.
 *
 * Mantine's context rather than `useMantineColorScheme`, and the icon in CSS: the header is in
 * every reader's first load, which has a budget (scripts/check-bundle-budget.mjs).
 */
export function ColorSchemeToggle() {
  const colorSchemeTexts = useMessages(COLOR_SCHEME_TEXTS);
  const { colorScheme, setColorScheme } = useMantineContext();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  // The server cannot know the scheme: pressed only once mounted, so hydration matches.
  const dark =
    useMounted() && (colorScheme === 'dark' || (colorScheme === 'auto' && systemDark === true));
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={colorSchemeTexts.darkMode}
      aria-pressed={dark}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <span className={classes.schemeIcon} aria-hidden="true" />
    </ActionIcon>
  );
}
