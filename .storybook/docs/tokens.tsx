/**
 * The Theming page's token tables, read from the real theme objects: Byline's `bylineTheme`
 * merged over Mantine's defaults (what `MantineProvider` does), and the CSS variables of
 * `bylineCssVariablesResolver`. Change the theme and these pages change with it.
 */
import { type BylineThemeOther, bylineCssVariablesResolver, bylineTheme } from '@byline/ui';
import {
  DEFAULT_THEME,
  type MantineTheme,
  type MantineThemeOverride,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import { ColorItem, ColorPalette, Typeset } from '@storybook/addon-docs/blocks';
import type { CSSProperties } from 'react';
import { harbourHeraldTheme } from '../themes';

/** The complete theme components see: Mantine's defaults with Byline's overrides. */
export const resolveTheme = (override: MantineThemeOverride = bylineTheme): MantineTheme =>
  mergeMantineTheme(DEFAULT_THEME, override);

const theme = resolveTheme();

/** A size token (`calc(0.625rem * var(--mantine-scale))`, `36em`) in pixels, as designers read it. */
const inPixels = (value: string | number): string => {
  const pixels = px(value);
  return typeof pixels === 'number' ? `${pixels}px` : String(pixels);
};

const shadeOf = (scheme: 'light' | 'dark') =>
  typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];

const cell: CSSProperties = { padding: '6px 12px', textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: theme.fontFamilyMonospace, fontSize: 13 };

/** Every colour palette of the theme, the primary first, shades 0 to 9. */
export function ThemePalettes() {
  const names = Object.keys(theme.colors).sort((a, b) =>
    a === theme.primaryColor ? -1 : b === theme.primaryColor ? 1 : 0,
  );
  return (
    <ColorPalette>
      {names.map((name) => (
        <ColorItem
          key={name}
          title={name === theme.primaryColor ? `${name} (primary)` : name}
          subtitle={
            name === theme.primaryColor
              ? `shade ${shadeOf('light')} in light, ${shadeOf('dark')} in dark: --mantine-primary-color-filled`
              : `--mantine-color-${name}-0 … -9`
          }
          colors={Object.fromEntries(
            (theme.colors[name] ?? []).map((value, shade) => [String(shade), value]),
          )}
        />
      ))}
    </ColorPalette>
  );
}

/** The colours `bylineCssVariablesResolver` sets for contrast, per colour scheme. */
export function ContrastColors() {
  const { light, dark } = bylineCssVariablesResolver(theme);
  const names = [...new Set([...Object.keys(light), ...Object.keys(dark)])];
  return (
    <ColorPalette>
      {names.map((name) => {
        const colors: Record<string, string> = {};
        const inLight = light[name];
        const inDark = dark[name];
        if (inLight) colors.light = inLight;
        if (inDark) colors.dark = inDark;
        return (
          <ColorItem
            key={name}
            title={name}
            subtitle="bylineCssVariablesResolver (Mantine's own value where a scheme is missing)"
            colors={colors}
          />
        );
      })}
    </ColorPalette>
  );
}

/** The body text sizes (`fz="xs"` … `"xl"`) in the body font. */
export function BodyTypeScale() {
  return (
    <Typeset
      fontFamily={theme.fontFamily}
      fontSizes={Object.values(theme.fontSizes).map(inPixels)}
      sampleText="Harbour tide mill grinds again after forty years"
    />
  );
}

/** The heading sizes h1 … h6 in the heading font and weight. */
export function HeadingTypeScale() {
  return (
    <Typeset
      fontFamily={theme.headings.fontFamily}
      fontWeight={Number(theme.headings.fontWeight)}
      fontSizes={Object.values(theme.headings.sizes).map(({ fontSize }) => inPixels(fontSize))}
      sampleText="Harbour tide mill grinds again"
    />
  );
}

/** A table of a scale's tokens; `sample` draws one. */
function ScaleTable({
  caption,
  scale,
  sample,
}: {
  caption: string;
  scale: Record<string, string | number>;
  sample: (value: string | number) => CSSProperties;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>{caption}</caption>
      <thead>
        <tr>
          <th style={cell}>token</th>
          <th style={cell}>value</th>
          <th style={cell}>sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(scale).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={{ ...cell, ...code }}>{inPixels(value)}</td>
            <td style={cell}>
              <div
                style={{ background: theme.colors[theme.primaryColor]?.[2], ...sample(value) }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `p="md"`, `gap="lg"` and so on. */
export function SpacingScale() {
  return (
    <ScaleTable
      caption="theme.spacing: padding, margin and gap props (p, m, gap)"
      scale={theme.spacing}
      sample={(value) => ({ width: value, height: 16 })}
    />
  );
}

/** `radius="sm"` and the default radius. */
export function RadiusScale() {
  return (
    <ScaleTable
      caption={`theme.radius (default radius: ${String(theme.defaultRadius)})`}
      scale={theme.radius}
      sample={(value) => ({
        width: 64,
        height: 40,
        borderRadius: value,
        border: `2px solid ${theme.colors[theme.primaryColor]?.[8]}`,
      })}
    />
  );
}

/** Where layouts change, in em and pixels. */
export function Breakpoints() {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={cell}>breakpoint</th>
          <th style={cell}>from</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(theme.breakpoints).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={{ ...cell, ...code }}>
              {value} ({inPixels(value)})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The type and shape tokens that are single values. */
export function FontFamilies() {
  const rows: [string, string][] = [
    ['fontFamily (body)', theme.fontFamily],
    ['headings.fontFamily', theme.headings.fontFamily],
    ['headings.fontWeight', theme.headings.fontWeight],
    ['fontFamilyMonospace', theme.fontFamilyMonospace],
  ];
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={{ ...cell, fontFamily: name.includes('Weight') ? undefined : value }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A theme's logo in words: none means Byline's mark and wordmark. */
const logoOf = (other: BylineThemeOther) =>
  other.logo && typeof other.logo === 'object' && 'alt' in other.logo
    ? `a picture, alt "${other.logo.alt}"`
    : other.logo
      ? 'a React node'
      : "none (Byline's mark)";

/** What the sample newsroom theme (`.storybook/themes.ts`) changes, read from it. */
export function SampleThemeDifferences() {
  const sample = resolveTheme(harbourHeraldTheme);
  const rows: [string, string, string][] = [
    ['primaryColor', theme.primaryColor, sample.primaryColor],
    ['primaryShade', JSON.stringify(theme.primaryShade), JSON.stringify(sample.primaryShade)],
    ['fontFamily', theme.fontFamily, sample.fontFamily],
    ['headings.fontFamily', theme.headings.fontFamily, sample.headings.fontFamily],
    ['headings.fontWeight', theme.headings.fontWeight, sample.headings.fontWeight],
    ['defaultRadius', String(theme.defaultRadius), String(sample.defaultRadius)],
    ['other.logo', logoOf(theme.other), logoOf(sample.other)],
  ];
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={cell}>token</th>
          <th style={cell}>Byline</th>
          <th style={cell}>Harbour Herald (sample)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, byline, other]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={cell}>{byline}</td>
            <td style={cell}>{other}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
