import { brandPalette } from '@byline/api-client';

/**
 * The site's brand colour (docs/adr/0038) as the theme's variables: the kit's primary palette
 * (`crimson`, the variables every component reads) and Byline's accents, for both schemes. Made
 * by the server with each page, after the theme's sheet, so a new colour needs no rebuild.
 * Empty: the kit's own colour.
 */
export function brandStyles(hex: string | null | undefined): string {
  if (!hex) return '';
  const palette = brandPalette(hex);
  const shade = (index: number) => palette[index] ?? hex;
  const shades = palette
    .map((color, index) => `--mantine-color-crimson-${index}:${color};`)
    .join('');
  return [
    `:root{${shades}}`,
    `:root[data-mantine-color-scheme="light"]{--mantine-color-anchor:${shade(8)};--byline-accent:${shade(8)};--byline-accent-soft:${shade(0)};--byline-accent-outline:${shade(2)};}`,
    `:root[data-mantine-color-scheme="dark"]{--mantine-color-anchor:${shade(3)};--byline-accent:${shade(3)};--byline-accent-soft:color-mix(in srgb, ${shade(7)} 18%, transparent);--byline-accent-outline:${shade(5)};}`,
  ].join('');
}
