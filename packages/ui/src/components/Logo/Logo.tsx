import { Group, Text } from '@mantine/core';
import { SITE_NAME } from '../../constants';

export interface LogoProps {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  /** The wordmark: the site's name (its settings'), Byline's by default. */
  name?: string;
}

/** Byline's mark and wordmark. Decorative mark; the wordmark is the accessible text. */
export function Logo({ size = 32, name = SITE_NAME }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="var(--mantine-color-crimson-8)" />
        <path d="M9 8h8.5a4.5 4.5 0 0 1 1.8 8.6A4.8 4.8 0 0 1 17.8 26H9z" fill="#fff" />
        <path
          d="M12.5 11v3.6h4.3a1.8 1.8 0 0 0 0-3.6zm0 6.6v5h5a2.5 2.5 0 0 0 0-5z"
          fill="var(--mantine-color-crimson-8)"
        />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={size * 0.7}
        ff="heading"
        lh={1}
        c="var(--mantine-color-text)"
      >
        {name}
      </Text>
    </Group>
  );
}
