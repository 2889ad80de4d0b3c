/** A theme colour as Mantine writes it ('teal.9', 'gray.0') as its CSS variable. */
const themeColor = (colour: string) => {
  const [name, shade] = colour.split('.');
  return shade === undefined ? colour : `var(--mantine-color-${name}-${shade})`;
};

/**
 * A colour prop (`c`, `bg`) with one theme colour per scheme: CSS `light-dark()`, which follows
 * the `color-scheme` Mantine sets on the page for its colour scheme. No script decides it, so a
 * server-rendered page shows the right colour at once.
 */
export const lightDark = (light: string, dark: string) =>
  `light-dark(${themeColor(light)}, ${themeColor(dark)})`;
