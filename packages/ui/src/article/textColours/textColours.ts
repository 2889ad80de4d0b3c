/**
 * The text colours an author picks in the article editor. The body stores the light value, as
 * picked (the HTML policy keeps any colour); a dark page shows the dark value in its place
 * (`textColours.module.css`), so no colour the palette offers is unreadable in either scheme.
 */
export interface TextColour {
  name: string;
  /** Stored in the body and shown on a light page: 4.5:1+ on white and on the light surface. */
  light: string;
  /** Shown on a dark page: 4.5:1+ on the dark body and on the dark surface. */
  dark: string;
  /** The value the palette offered before (green and orange were under 4.5:1 on white). */
  formerly?: string;
}

export const TEXT_COLOURS: readonly TextColour[] = [
  { name: 'Ink', light: '#1a1b1e', dark: '#f1f3f5' },
  { name: 'Crimson', light: '#a3141d', dark: '#ec7a80' },
  { name: 'Red', light: '#c92a2a', dark: '#ff8787' },
  { name: 'Pink', light: '#a61e4d', dark: '#f783ac' },
  { name: 'Violet', light: '#5f3dc4', dark: '#b197fc' },
  { name: 'Blue', light: '#1864ab', dark: '#74c0fc' },
  { name: 'Cyan', light: '#0b7285', dark: '#66d9e8' },
  { name: 'Green', light: '#237032', dark: '#69db7c', formerly: '#2b8a3e' },
  { name: 'Orange', light: '#a85100', dark: '#ffa94d', formerly: '#e67700' },
];
