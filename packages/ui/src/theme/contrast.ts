/** The red, green and blue channels (0 to 255) of `#rgb`, `#rrggbb` or `rgb(r, g, b)`. */
function channels(colour: string): number[] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (hex) {
    const pairs = hex.length === 3 ? [...hex].map((digit) => digit + digit) : hex.match(/../g);
    return (pairs ?? []).map((pair) => Number.parseInt(pair, 16));
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour.trim());
  if (rgb) return rgb.slice(1, 4).map(Number);
  throw new Error(`Not an opaque hex or rgb() colour: ${colour}`);
}

/** A hex colour as browsers write it in a style attribute: `rgb(163, 20, 29)`. */
export const rgbNotation = (colour: string) => `rgb(${channels(colour).join(', ')})`;

/** WCAG 2 relative luminance. */
function luminance(colour: string): number {
  const [red = 0, green = 0, blue = 0] = channels(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The WCAG 2 contrast ratio of two opaque colours (1 to 21; body text needs 4.5), given as hex
 * or as `rgb()` (what `getComputedStyle` returns).
 */
export function contrastRatio(foreground: string, background: string): number {
  const [first, second] = [luminance(foreground), luminance(background)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}
