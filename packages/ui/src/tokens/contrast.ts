/**
 * WCAG 2.x contrast ratio between two opaque sRGB colours written as `#rrggbb`.
 * See https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio.
 */
export function contrastRatio(foreground: string, background: string): number {
  const lighter = Math.max(relativeLuminance(foreground), relativeLuminance(background));
  const darker = Math.min(relativeLuminance(foreground), relativeLuminance(background));
  return (lighter + 0.05) / (darker + 0.05);
}

/** Relative luminance of a `#rrggbb` colour (WCAG definition). */
export function relativeLuminance(hexColor: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColor);
  if (!match) throw new Error(`Expected a #rrggbb colour, got ${hexColor}`);
  const [red = 0, green = 0, blue = 0] = match
    .slice(1)
    .map((channel) => linearize(parseInt(channel, 16) / 255));
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function linearize(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** WCAG AA minimum for body text. */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG AA minimum for user-interface components and focus indicators (1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3;
