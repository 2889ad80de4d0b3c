import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { type LogoSource, SiteLogo, useLogoSource } from '../../components/Logo/SiteLogo';
import { READER_TEXTS, SOCIAL_LINKS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';
import {
  SubscribeForm,
  type SubscribeFormProps,
} from '../../newsletter/SubscribeForm/SubscribeForm';
import { ColumnGrid } from '../ColumnGrid/ColumnGrid';
import { bylineFooterNavigation, type NavColumn } from '../navigation';
import { type SocialLink, SocialLinks } from '../SocialLinks/SocialLinks';
import classes from './SiteFooter.module.css';

export interface SiteFooterProps {
  /** The line under the logo: the site's description; Byline's by default. */
  blurb?: string;
  /** Year in the copyright line; fixed in stories and screenshots so they never drift. */
  year?: number;
  /** Subscribes to the newsletter (the app passes the API call): see SubscribeForm. */
  onSubscribe?: SubscribeFormProps['onSubscribe'];
  /** Titled columns of links; Byline's five category columns by default. */
  navigation?: readonly NavColumn[];
  /** Icon links under the logo; Byline's seven (SOCIAL_LINKS) by default. */
  socialLinks?: readonly SocialLink[];
  /** The newsroom's logo (see SiteHeader); the theme's `other.logo`, else Byline's, without it. */
  logo?: LogoSource;
}

/** The footer on every page: logo, social links, navigation columns, subscribe block, copyright. */
export function SiteFooter({
  year = new Date().getUTCFullYear(),
  onSubscribe,
  navigation,
  blurb,
  socialLinks = SOCIAL_LINKS,
  logo,
}: SiteFooterProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const urls = useUrls();
  const columns = navigation ?? bylineFooterNavigation(urls);
  const logoSource = useLogoSource(logo);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <ColumnGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Stack gap="md">
            {/* The dark footer needs the light wordmark: the logo reads its colour from --mantine-color-text. */}
            <Box style={{ '--mantine-color-text': 'var(--mantine-color-white)' }}>
              <SiteLogo source={logoSource} size={30} />
            </Box>
            <Text size="sm" c="gray.3">
              {blurb ?? readerTexts.footerBlurb}
            </Text>
            <SocialLinks links={socialLinks} linkClassName={classes.social} />
          </Stack>

          <Box component="nav" aria-label={readerTexts.footerNav}>
            <ColumnGrid cols={{ base: 2, xs: 3 }} spacing="md">
              {columns.map((column) => (
                <Stack key={column.label} gap={6}>
                  <Title order={2} className={classes.columnTitle}>
                    {column.label}
                  </Title>
                  {column.links.map(({ label, href }) => (
                    <Anchor
                      key={href}
                      component={AppLink}
                      href={href}
                      className={classes.columnLink}
                    >
                      {label}
                    </Anchor>
                  ))}
                </Stack>
              ))}
            </ColumnGrid>
          </Box>

          <SubscribeForm onSubscribe={onSubscribe} />
        </ColumnGrid>
      </Container>
      <Box className={classes.bottom}>
        <Container size="xl" py="md">
          <Text size="sm" c="gray.4">
            {readerTexts.copyright(year)}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
