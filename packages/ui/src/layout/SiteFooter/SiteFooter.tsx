import type { CategorySlug } from '@byline/api-client/contract';
import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandReddit,
  IconBrandSnapchat,
  IconBrandWhatsapp,
  IconBrandX,
} from '@tabler/icons-react';
import { Logo } from '../../components/Logo/Logo';
import {
  FOOTER_COLUMNS,
  NAV_CATEGORIES,
  READER_TEXTS,
  ROUTES,
  SOCIAL_LINKS,
} from '../../constants';
import { AppLink } from '../../link';
import {
  SubscribeForm,
  type SubscribeFormProps,
} from '../../newsletter/SubscribeForm/SubscribeForm';
import classes from './SiteFooter.module.css';

const SOCIAL_ICONS = {
  instagram: IconBrandInstagram,
  snapchat: IconBrandSnapchat,
  whatsapp: IconBrandWhatsapp,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  discord: IconBrandDiscord,
  reddit: IconBrandReddit,
} as const;

/**
 * The spec names the five columns but not their links: each column leads to its own category
 * and to the nearby ones, so every category is reachable from the footer.
 */
const COLUMN_LINKS: Record<(typeof FOOTER_COLUMNS)[number]['slug'], readonly CategorySlug[]> = {
  world: ['world', 'politics', 'environment'],
  business: ['business', 'tourism'],
  technology: ['technology'],
  lifestyle: ['lifestyle', 'entertainment'],
  sports: ['sports'],
};

const labelOf = (slug: string) =>
  NAV_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;

export interface SiteFooterProps {
  /** Year in the copyright line; fixed in stories and screenshots so they never drift. */
  year?: number;
  /** Subscribes to the newsletter (the app passes the API call): see SubscribeForm. */
  onSubscribe?: SubscribeFormProps['onSubscribe'];
}

/** The footer on every page: social links, five category columns, subscribe block, copyright. */
export function SiteFooter({ year = new Date().getUTCFullYear(), onSubscribe }: SiteFooterProps) {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Stack gap="md">
            {/* The dark footer needs the light wordmark: the logo reads its colour from --mantine-color-text. */}
            <Box style={{ '--mantine-color-text': 'var(--mantine-color-white)' }}>
              <Logo size={30} />
            </Box>
            <Text size="sm" c="gray.3">
              {READER_TEXTS.footerBlurb}
            </Text>
            <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {SOCIAL_LINKS.map(({ network, label, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <ActionIcon
                      component={AppLink}
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      size="lg"
                      className={classes.social}
                      aria-label={label}
                    >
                      <Icon size={20} stroke={1.6} aria-hidden="true" />
                    </ActionIcon>
                  </li>
                );
              })}
            </Group>
          </Stack>

          <Box component="nav" aria-label={READER_TEXTS.footerNav}>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
              {FOOTER_COLUMNS.map((column) => (
                <Stack key={column.slug} gap={6}>
                  <Title order={2} className={classes.columnTitle}>
                    {column.label}
                  </Title>
                  {COLUMN_LINKS[column.slug].map((slug) => (
                    <Anchor
                      key={slug}
                      component={AppLink}
                      href={ROUTES.category(slug)}
                      className={classes.columnLink}
                    >
                      {labelOf(slug)}
                    </Anchor>
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          </Box>

          <SubscribeForm onSubscribe={onSubscribe} />
        </SimpleGrid>
      </Container>
      <Box className={classes.bottom}>
        <Container size="xl" py="md">
          <Text size="sm" c="gray.4">
            {READER_TEXTS.copyright(year)}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
