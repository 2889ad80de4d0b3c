/**
 * The brand colour (docs/adr/0038): one hex colour an administrator picks, the contrast check
 * that refuses an unreadable one, and the palette the site's theme is given from it.
 */

export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The dark scheme's page colour (Mantine's dark body), which links are read on there. */
const DARK_PAGE = '#242424';
const WHITE = '#ffffff';
const BLACK = '#000000';

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed with `toward`: 0 keeps it, 1 is `toward`. */
function mix(color: string, toward: string, amount: number): string {
  const from = toRgb(color);
  const to = toRgb(toward);
  return toHex(
    from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * amount) as Rgb,
  );
}

/**
 * The contrast that decides whether a brand colour is readable: white text on it (filled
 * buttons) and it as text on white (links) are the same ratio.
 */
export const brandContrast = (hex: string) => contrastRatio(hex, WHITE);

/**
 * The palette a theme takes from one colour: ten shades, light to dark, the colour itself at
 * 7 and 8 (the filled shades of both schemes), and at 3 and 4 the lightest tint that still
 * reads at 4.5:1 on the dark page (the dark scheme's links and accents).
 */
export function brandPalette(hex: string): string[] {
  const color = hex.toLowerCase();
  let darkText = mix(color, WHITE, 0.3);
  for (
    let amount = 0.3;
    amount < 1 && contrastRatio(darkText, DARK_PAGE) < MIN_TEXT_CONTRAST;
    amount += 0.05
  ) {
    darkText = mix(color, WHITE, amount);
  }
  return [
    mix(color, WHITE, 0.92),
    mix(color, WHITE, 0.84),
    mix(color, WHITE, 0.66),
    darkText,
    darkText,
    mix(color, WHITE, 0.2),
    mix(color, WHITE, 0.1),
    color,
    color,
    mix(color, BLACK, 0.2),
  ];
}
