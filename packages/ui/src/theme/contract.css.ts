import { createThemeContract } from '@vanilla-extract/css';
import { lightColors, lightElevation, themeValues } from '../tokens';

/**
 * Layer 2 of the tokens: the theme contract. Every style reads `vars.*`; the themes (layer 3)
 * assign values. The contract's shape is derived from the theme values so the two cannot drift.
 */
export const vars = createThemeContract(nullTokens(themeValues(lightColors, lightElevation)));

type NullTokens<T> = { [Key in keyof T]: T[Key] extends string ? null : NullTokens<T[Key]> };

function nullTokens<T extends object>(values: T): NullTokens<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : nullTokens(value),
    ]),
  ) as NullTokens<T>;
}
