import type { ColorTokens } from './palette';
import {
  borderWidthScale,
  durationScale,
  fontSizeScale,
  fontWeightScale,
  lineHeightScale,
  radiusScale,
  spaceScale,
  zIndexScale,
} from './scale';

type Scale = Readonly<Record<string, number>>;
type Mapped<T extends Scale> = { [Key in keyof T]: string };

function mapScale<T extends Scale>(scale: T, unit: (value: number) => string): Mapped<T> {
  return Object.fromEntries(
    Object.entries(scale).map(([name, value]) => [name, unit(value)]),
  ) as Mapped<T>;
}

const px = (value: number) => `${value}px`;
const ms = (value: number) => `${value}ms`;

/** Shadows for the three elevation steps, tuned per theme. */
export interface ElevationTokens {
  low: string;
  medium: string;
  high: string;
}

/** Builds every value a theme assigns to the theme contract from the unitless scales. */
export function themeValues(color: ColorTokens, elevation: ElevationTokens) {
  return {
    color,
    elevation,
    space: mapScale(spaceScale, px),
    font: {
      family: {
        // Noto Sans, which the apps load from @fontsource-variable/noto-sans, covers Polish and
        // Greek in one design and renders alike everywhere; system fonts are the fallback.
        body: '"Noto Sans Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
        monospace: 'ui-monospace, "SFMono-Regular", "Liberation Mono", Menlo, monospace',
      },
      size: mapScale(fontSizeScale, px),
      weight: mapScale(fontWeightScale, String),
      lineHeight: mapScale(lineHeightScale, String),
    },
    radius: mapScale(radiusScale, px),
    borderWidth: mapScale(borderWidthScale, px),
    zIndex: mapScale(zIndexScale, String),
    motion: {
      duration: mapScale(durationScale, ms),
      easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
    },
  };
}

/** Elevation of the light theme. */
export const lightElevation: ElevationTokens = {
  low: '0 1px 2px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)',
  medium: '0 4px 8px rgba(16, 24, 40, 0.10), 0 2px 4px rgba(16, 24, 40, 0.06)',
  high: '0 16px 32px rgba(16, 24, 40, 0.18), 0 4px 8px rgba(16, 24, 40, 0.08)',
};

/** Elevation of the dark theme: darker, wider shadows read on dark surfaces. */
export const darkElevation: ElevationTokens = {
  low: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 10px rgba(0, 0, 0, 0.55)',
  high: '0 18px 40px rgba(0, 0, 0, 0.7)',
};
