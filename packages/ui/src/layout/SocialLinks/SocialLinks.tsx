import { ActionIcon, type ActionIconProps, Group } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandReddit,
  IconBrandSnapchat,
  IconBrandWhatsapp,
  IconBrandX,
  IconLink,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { SocialNetwork } from '../../constants';
import { AppLink } from '../../link';

const SOCIAL_ICONS = {
  instagram: IconBrandInstagram,
  snapchat: IconBrandSnapchat,
  whatsapp: IconBrandWhatsapp,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  discord: IconBrandDiscord,
  reddit: IconBrandReddit,
} as const satisfies Record<SocialNetwork, unknown>;

/** A link to a newsroom's page elsewhere, shown as an icon. */
export interface SocialLink {
  /** The link's accessible name: where it goes ("Harbour Herald on Mastodon"). */
  label: string;
  href: string;
  /** A kit brand icon by name, or any icon element (decorative); a generic link icon if left out. */
  icon?: SocialNetwork | ReactElement;
}

export interface SocialLinksProps {
  links: readonly SocialLink[];
  /** Each link's class (the footer lightens them on its dark background). */
  linkClassName?: string;
  color?: ActionIconProps['color'];
}

const ICON_PROPS = { size: 20, stroke: 1.6, 'aria-hidden': true } as const;

function iconOf(icon: SocialLink['icon']) {
  if (icon === undefined) return <IconLink {...ICON_PROPS} />;
  if (typeof icon === 'string') {
    const Icon = SOCIAL_ICONS[icon];
    return <Icon {...ICON_PROPS} />;
  }
  return icon;
}

/** A row of icon links that open in a new tab. */
export function SocialLinks({ links, linkClassName, color }: SocialLinksProps) {
  return (
    <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {links.map(({ label, href, icon }) => (
        <li key={label}>
          <ActionIcon
            component={AppLink}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color={color}
            size="lg"
            className={linkClassName}
            aria-label={label}
          >
            {iconOf(icon)}
          </ActionIcon>
        </li>
      ))}
    </Group>
  );
}
