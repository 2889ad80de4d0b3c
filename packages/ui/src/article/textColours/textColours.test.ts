import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { contrastRatio, rgbNotation } from '../../theme/contrast';
import { TEXT_COLOURS } from './textColours';

/** WCAG AA for body text. */
const AA = 4.5;
const { white, colors } = DEFAULT_THEME;
// Where article text sits in each scheme: the body, and a surface set off from it.
const LIGHT_BACKGROUNDS = { body: white, surface: colors.gray[0] };
const DARK_BACKGROUNDS = { body: colors.dark[7], surface: colors.dark[6] };

const stylesheet = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'textColours.module.css'),
  'utf8',
);

/**
 * How a colour appears in a style attribute: as the editor writes it (`color: rgb(..)`), as the
 * server's sanitiser does (`color:rgb(..)`), as hex from elsewhere; first or after another.
 */
const styleForms = (stored: string) =>
  [stored, rgbNotation(stored)].flatMap((value) => [
    `[style^="color:${value}" i]`,
    `[style^="color: ${value}" i]`,
    `[style*=";color:${value}" i]`,
    `[style*="; color: ${value}" i]`,
  ]);

/** The `light-dark()` pair the stylesheet shows for a colour stored in any of those forms. */
function shownFor(stored: string): string | undefined {
  for (const [, selector = '', light, dark] of stylesheet.matchAll(
    /([^{}]*)\{\s*color: light-dark\((#\w+), (#\w+)\) !important;\s*\}/g,
  )) {
    if (styleForms(stored).every((form) => selector.includes(form))) return `${light} / ${dark}`;
  }
  return undefined;
}

describe('the editor’s text colours', () => {
  for (const { name, light, dark } of TEXT_COLOURS) {
    test(`${name} is readable on a light page`, () => {
      for (const background of Object.values(LIGHT_BACKGROUNDS)) {
        expect(contrastRatio(light, background)).toBeGreaterThanOrEqual(AA);
      }
    });

    test(`${name} is readable on a dark page`, () => {
      for (const background of Object.values(DARK_BACKGROUNDS)) {
        expect(contrastRatio(dark, background)).toBeGreaterThanOrEqual(AA);
      }
    });
  }

  test('a dark page shows each colour’s dark value, however the body stores it', () => {
    for (const { light, dark, formerly } of TEXT_COLOURS) {
      expect(shownFor(light)).toBe(`${light} / ${dark}`);
      // Articles written with the palette's former, fainter value read as today's.
      if (formerly) expect(shownFor(formerly)).toBe(`${light} / ${dark}`);
    }
  });
});
