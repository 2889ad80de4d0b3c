import { expect } from 'storybook/test';
import { TEXT_COLOURS } from '../article/textColours/textColours';
import { contrastRatio, rgbNotation } from '../theme/contrast';

/**
 * Article HTML with a line in every colour of the editor's palette, as the server stores it
 * (`color:rgb(..)`), and the palette's former values as HTML from elsewhere has them (hex).
 */
export const COLOURED_TEXT_HTML = TEXT_COLOURS.flatMap(({ name, light, formerly }) => [
  `<p><span style="color:${rgbNotation(light)}">${name}: a line the author coloured.</span></p>`,
  ...(formerly
    ? [`<p><span style="color: ${formerly}">${name}, as an older article has it.</span></p>`]
    : []),
]).join('');

/** Every coloured line in `root` reads at 4.5:1 or more on the page's background. */
export async function expectColouredTextReadable(root: HTMLElement) {
  const lines = Array.from(root.querySelectorAll<HTMLElement>('span[style*="color"]'));
  await expect(lines.length).toBeGreaterThanOrEqual(TEXT_COLOURS.length);
  const background = getComputedStyle(document.body).backgroundColor;
  for (const line of lines) {
    const ratio = contrastRatio(getComputedStyle(line).color, background);
    await expect(ratio, line.textContent ?? '').toBeGreaterThanOrEqual(4.5);
  }
}
