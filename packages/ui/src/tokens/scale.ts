/**
 * Layer 1 of the tokens: unitless numbers. Nothing here knows about CSS or themes; the theme
 * contract (layer 2) names these values and the themes (layer 3) assign them.
 */

/** Spacing steps in pixels, on a 4 px grid with two half steps for tight controls. */
export const spaceScale = {
  none: 0,
  xxsmall: 2,
  xsmall: 4,
  small: 8,
  medium: 12,
  large: 16,
  xlarge: 24,
  xxlarge: 32,
  xxxlarge: 48,
} as const;

/** Font sizes in pixels; 16 is the body size so text stays readable at 100 % zoom. */
export const fontSizeScale = {
  xsmall: 12,
  small: 14,
  medium: 16,
  large: 18,
  xlarge: 22,
  xxlarge: 28,
  xxxlarge: 34,
} as const;

/** Line heights as multipliers of the font size. */
export const lineHeightScale = { tight: 1.2, normal: 1.5 } as const;

/** Font weights. */
export const fontWeightScale = { regular: 400, medium: 500, bold: 700 } as const;

/** Corner radii in pixels; `full` makes pills and circles. */
export const radiusScale = { none: 0, small: 4, medium: 8, large: 12, full: 9999 } as const;

/** Stacking order: every layer that floats above the page has its own step. */
export const zIndexScale = {
  base: 0,
  sticky: 100,
  navigation: 200,
  banner: 300,
  overlay: 400,
  popover: 500,
  toast: 600,
  skipLink: 700,
} as const;

/** Durations in milliseconds; the spec's animation time is 300 ms (platform-core §9). */
export const durationScale = { fast: 150, standard: 300 } as const;

/** Border widths in pixels. */
export const borderWidthScale = { thin: 1, thick: 2 } as const;

/** Viewport widths in pixels where layouts change. */
export const breakpointScale = { tablet: 768, desktop: 1200 } as const;
