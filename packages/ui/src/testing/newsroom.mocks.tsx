/**
 * Story-only (not exported from the package): a sample newsroom, Harbour Herald (the toolbar's
 * sample theme), with its own navigation, social links and logo, to show the header and footer
 * carrying another brand.
 */
import { Group, Text } from '@mantine/core';
import { IconBrandMastodon } from '@tabler/icons-react';
import type { SiteUrls } from '../constants';
import type { NavColumn, NavLink } from '../layout/navigation';
import type { SocialLink } from '../layout/SocialLinks/SocialLinks';

const section = (slug: string) => `/sections/${slug}`;

/** Its URL scheme: sections, not categories; stories at /stories/{id}. */
export const HARBOUR_HERALD_URLS: Partial<SiteUrls> = {
  home: '/herald',
  category: section,
  article: (id) => `/stories/${id}`,
  login: '/herald/sign-in',
  search: '/herald/search',
};

export const HARBOUR_HERALD_NAVIGATION: readonly NavLink[] = [
  { label: 'Harbour', href: section('harbour') },
  { label: 'City', href: section('city') },
  { label: 'Weather', href: section('weather') },
  { label: 'Sport', href: section('sport') },
  { label: 'Opinion', href: section('opinion') },
];

export const HARBOUR_HERALD_FOOTER_NAVIGATION: readonly NavColumn[] = [
  { label: 'Sections', links: HARBOUR_HERALD_NAVIGATION },
  {
    label: 'The Herald',
    links: [
      { label: 'About us', href: '/about' },
      { label: 'Corrections', href: '/corrections' },
      { label: 'Contact the desk', href: '/contact' },
    ],
  },
];

/** One icon of the kit's (by name), one of the host's own, and one with none (a link icon). */
export const HARBOUR_HERALD_SOCIAL_LINKS: readonly SocialLink[] = [
  {
    label: 'Harbour Herald on Mastodon',
    href: 'https://mastodon.social/@harbourherald',
    icon: <IconBrandMastodon size={20} stroke={1.6} aria-hidden="true" />,
  },
  {
    label: 'Harbour Herald on Instagram',
    href: 'https://www.instagram.com/harbourherald',
    icon: 'instagram',
  },
  { label: 'Harbour Herald newsletter archive', href: 'https://herald.example/archive' },
];

/** Its logo as a React node: a wave mark and the wordmark, in the theme's colours. */
export const HARBOUR_HERALD_LOGO = (
  <Group gap={8} wrap="nowrap">
    <svg width={30} height={30} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M6 19c3.3-3 6.7-3 10 0s6.7 3 10 0M6 24c3.3-3 6.7-3 10 0s6.7 3 10 0"
        stroke="#fff"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M16 5l4.5 9h-9z" fill="#fff" />
    </svg>
    <Text component="span" fw={800} fz={20} ff="heading" lh={1} c="var(--mantine-color-text)">
      Harbour Herald
    </Text>
  </Group>
);
