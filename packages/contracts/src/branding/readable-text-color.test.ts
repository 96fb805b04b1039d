import { describe, expect, it } from 'vitest';
import {
  brandInkColor,
  BRAND_INK_CONTRAST,
  chooseTextColor,
  contrastRatio,
  DARK_TEXT_COLOR,
  LIGHT_TEXT_COLOR,
  relativeLuminance,
} from './readable-text-color';

describe('readable text colour on a brand colour (WCAG 2.x contrast)', () => {
  it('measures the extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('chooses white on a dark colour and near-black on a light one', () => {
    expect(chooseTextColor('#1e40af')).toMatchObject({ textColor: LIGHT_TEXT_COLOR, isReadable: true });
    expect(chooseTextColor('#f59e0b')).toMatchObject({ textColor: DARK_TEXT_COLOR, isReadable: true });
    expect(chooseTextColor('#fde047')).toMatchObject({ textColor: DARK_TEXT_COLOR, isReadable: true });
  });

  it('marks a middle grey and a pure red unreadable, with the best contrast rounded down', () => {
    expect(chooseTextColor('#777777')).toEqual({ textColor: LIGHT_TEXT_COLOR, contrast: 4.47, isReadable: false });
    expect(chooseTextColor('#ff0000')).toEqual({ textColor: DARK_TEXT_COLOR, contrast: 4.46, isReadable: false });
  });

  it('keeps a dark brand as its own ink and darkens a light one until it reads on white', () => {
    expect(brandInkColor('#1e40af')).toBe('#1e40af');
    for (const brand of ['#fde047', '#f59e0b', '#22c55e', '#ffffff', '#7dd3fc', '#ff0000']) {
      const ink = brandInkColor(brand);
      expect(contrastRatio(ink, '#ffffff'), brand).toBeGreaterThanOrEqual(BRAND_INK_CONTRAST);
      // The same hue, only darker: each channel keeps its share of the brightest.
      expect(relativeLuminance(ink), brand).toBeLessThan(relativeLuminance(brand));
    }
  });
});
