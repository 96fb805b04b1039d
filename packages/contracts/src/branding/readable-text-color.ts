/** The two text colours a brand colour may carry: white, or the app's near-black ink. */
export const LIGHT_TEXT_COLOR = '#ffffff';
export const DARK_TEXT_COLOR = '#0f172a';

/** WCAG 2.x AA for normal text. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** `#rrggbb`, the only colour form a brand accepts (lower-cased on the way in). */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** WCAG relative luminance of a `#rrggbb` colour (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio between two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface TextColorChoice {
  /** White or near-black, whichever reads better on the background. */
  textColor: string;
  /** The contrast that text colour reaches, rounded down to two decimals. */
  contrast: number;
  /** True when it reaches MINIMUM_TEXT_CONTRAST. */
  isReadable: boolean;
}

/** The better of white and near-black text on `background` (`#rrggbb`), and whether it is readable. */
export function chooseTextColor(background: string): TextColorChoice {
  const onLight = contrastRatio(background, DARK_TEXT_COLOR);
  const onDark = contrastRatio(background, LIGHT_TEXT_COLOR);
  const [textColor, ratio] = onDark >= onLight ? [LIGHT_TEXT_COLOR, onDark] : [DARK_TEXT_COLOR, onLight];
  return { textColor, contrast: Math.floor(ratio * 100) / 100, isReadable: ratio >= MINIMUM_TEXT_CONTRAST };
}

/** What brand-coloured text and thin lines reach on white (links, active tabs, focus rings): a margin above 4.5:1 for light tints behind them. */
export const BRAND_INK_CONTRAST = 5;

/**
 * The brand colour as text on white: the colour itself when it reaches BRAND_INK_CONTRAST there,
 * else the same hue mixed with black, 5 % at a time, until it does. A yellow brand's links are a
 * dark olive, a navy brand's stay navy.
 */
export function brandInkColor(hex: string): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  for (let black = 0; black <= 100; black += 5) {
    const mixed = `#${channels
      .map((value) =>
        Math.round((value * (100 - black)) / 100)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio(mixed, LIGHT_TEXT_COLOR) >= BRAND_INK_CONTRAST) return mixed;
  }
  return DARK_TEXT_COLOR;
}
