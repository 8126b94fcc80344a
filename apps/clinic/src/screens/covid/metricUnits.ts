import type { UnitSettings } from '@telemed/ui';

/** The units shown before the signed-in user's settings are known. */
export const METRIC_UNITS: UnitSettings = { temperatureUnits: 'celsius', lengthUnits: 'metric' };
