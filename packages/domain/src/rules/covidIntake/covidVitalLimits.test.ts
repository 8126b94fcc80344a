import { describe, expect, it } from 'vitest';
import {
  COVID_VITAL_LIMIT_IDS,
  COVID_VITAL_LIMIT_PRESETS,
  INTAKE_FORM_VITAL_LIMITS,
  covidVitalLimitsOf,
} from './covidVitalLimits';

describe('covidVitalLimitsOf', () => {
  it('finds every preset by its id', () => {
    expect(COVID_VITAL_LIMIT_PRESETS.map((limits) => limits.id)).toEqual([
      ...COVID_VITAL_LIMIT_IDS,
    ]);
    for (const id of COVID_VITAL_LIMIT_IDS) expect(covidVitalLimitsOf(id).id).toBe(id);
  });

  it("falls back to the intake form's limits", () => {
    expect(covidVitalLimitsOf(undefined)).toBe(INTAKE_FORM_VITAL_LIMITS);
    expect(covidVitalLimitsOf('intake_form@0')).toBe(INTAKE_FORM_VITAL_LIMITS);
  });
});
