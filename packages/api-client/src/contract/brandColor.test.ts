import { describe, expect, it } from 'vitest';
import { brandContrast, brandPalette, contrastRatio, MIN_TEXT_CONTRAST } from './brandColor';
import { refuseBrandColor } from './siteSettings';

describe('the brand colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('refuses a colour white text cannot be read on, and keeps a dark one', () => {
    expect(refuseBrandColor('#ffd43b')?.status).toBe(400);
    expect(refuseBrandColor('#1c5d99')).toBeNull();
    expect(refuseBrandColor(null)).toBeNull();
  });

  it('gives a palette whose filled shades are the colour and whose dark-page tint reads at 4.5:1', () => {
    for (const hex of ['#1c5d99', '#a3141d', '#2b6a30', '#5f3dc4']) {
      const palette = brandPalette(hex);
      expect(palette).toHaveLength(10);
      expect(palette[8]).toBe(hex);
      expect(brandContrast(palette[7] ?? '')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(palette[3] ?? '', '#242424')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
