/** Countries a clinic can operate in (its `countryContext`). */
export const COUNTRIES = ['PL', 'DE', 'FR', 'ES', 'IT', 'GR', 'GB', 'CA'] as const;

export type Country = (typeof COUNTRIES)[number];
