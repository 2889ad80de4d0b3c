import { useMantineTheme } from '@mantine/core';
import { isValidElement, type ReactNode } from 'react';
import { Logo } from './Logo';

/** A picture for a logo: `alt` names the newsroom (it is the home link's name in the header). */
export interface LogoImage {
  src: string;
  alt: string;
}

/** A newsroom's logo: any React node (with its own accessible text), or a picture. */
export type LogoSource = ReactNode | LogoImage;

/** What the kit reads from a Mantine theme's `other`: `createTheme({ other: { logo } })`. */
export interface BylineThemeOther {
  logo?: LogoSource;
}

const isLogoImage = (value: unknown): value is LogoImage =>
  typeof value === 'object' &&
  value !== null &&
  !isValidElement(value) &&
  typeof (value as Partial<LogoImage>).src === 'string';

/** The logo to show: the prop, else the theme's `other.logo`; undefined means Byline's own. */
export function useLogoSource(logo: LogoSource | undefined): LogoSource | undefined {
  const themeLogo = (useMantineTheme().other as BylineThemeOther).logo;
  return logo ?? themeLogo ?? undefined;
}

export interface SiteLogoProps {
  /** From `useLogoSource`: a newsroom's logo, or undefined for Byline's. */
  source: LogoSource | undefined;
  /** Height in pixels (a picture keeps its proportions). */
  size: number;
}

/** The header's and footer's logo: a newsroom's own, or Byline's mark and wordmark. */
export function SiteLogo({ source, size }: SiteLogoProps) {
  if (source === undefined || source === null) return <Logo size={size} />;
  if (isLogoImage(source)) {
    return (
      <img
        src={source.src}
        alt={source.alt}
        height={size}
        style={{ display: 'block', width: 'auto', maxWidth: '100%' }}
      />
    );
  }
  return <>{source}</>;
}
