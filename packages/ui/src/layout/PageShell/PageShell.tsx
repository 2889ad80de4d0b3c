import { Anchor, Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { READER_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { SiteFooter, type SiteFooterProps } from '../SiteFooter/SiteFooter';
import { SiteHeader, type SiteHeaderProps } from '../SiteHeader/SiteHeader';
import classes from './PageShell.module.css';

export interface PageShellProps extends SiteHeaderProps {
  /** The page itself, rendered inside the one `main` landmark. */
  children: ReactNode;
  /**
   * Shown after `main`, as a landmark of its own: the spec's shared extra block on home, category
   * and article. Outside `main` so that a reader view never takes it for part of the story.
   */
  extra?: ReactNode;
  /** Copyright year; fixed in stories and screenshots. */
  footerYear?: number;
  /** The footer's newsletter call (SiteFooter). */
  onSubscribe?: SiteFooterProps['onSubscribe'];
  /** The footer's columns (SiteFooter `navigation`); `logo` and `socialLinks` go to both. */
  footerNavigation?: SiteFooterProps['navigation'];
  /** The footer's line under the logo (SiteFooter `blurb`). */
  footerBlurb?: string;
}

const MAIN_ID = 'byline-main';

/** Header, main and footer: the frame of every route. */
export function PageShell({
  children,
  extra,
  footerYear,
  onSubscribe,
  footerNavigation,
  footerBlurb,
  ...headerProps
}: PageShellProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const { logo, socialLinks } = headerProps;
  return (
    <Box className={classes.shell}>
      {/* An in-page fragment, not a route: a plain anchor is right here, not the host's link. */}
      <Anchor href={`#${MAIN_ID}`} className={classes.skipLink}>
        {readerTexts.skipToContent}
      </Anchor>
      <SiteHeader {...headerProps} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.landmark}>
        <div className={classes.outlet}>{children}</div>
      </Box>
      {/* Each region a boundary of its own: a server-rendered page is taken over (hydrated)
          region by region, in short tasks, rather than in one long one on a phone. */}
      <Suspense fallback={null}>{extra}</Suspense>
      <Suspense fallback={null}>
        <SiteFooter
          year={footerYear}
          onSubscribe={onSubscribe}
          navigation={footerNavigation}
          blurb={footerBlurb}
          socialLinks={socialLinks}
          logo={logo}
        />
      </Suspense>
    </Box>
  );
}
