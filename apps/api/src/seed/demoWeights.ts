import type { DemoPatient } from './demoPatients';

/** Weekly weigh-ins each demo patient recorded in the app. */
export const DEMO_WEIGH_INS = 12;

const DAY_MS = 86_400_000;

/**
 * A demo patient's weekly weigh-ins up to `now`, oldest first: a body mass index between 21 and
 * 31 picked from their place in the list, a slow drift of up to ±1.5 kg over the period (weight
 * loss in rehabilitation, gain in heart failure) and a day-to-day wobble of ±0.6 kg, to one
 * decimal as bathroom scales show it. Deterministic, so every demo looks the same.
 */
export function demoWeighIns(
  patient: DemoPatient,
  index: number,
  now: Date,
): { value: number; date: Date }[] {
  const heightM = patient.heightCm / 100;
  const bodyMassIndex = 21 + ((index * 7) % 11);
  const start = bodyMassIndex * heightM * heightM;
  const drift = (((index * 5) % 7) - 3) * 0.5;
  return Array.from({ length: DEMO_WEIGH_INS }, (_, week) => {
    const progress = week / (DEMO_WEIGH_INS - 1);
    const wobble = Math.sin((index + 1) * (week + 1) * 1.7) * 0.6;
    const value = Math.round((start + drift * progress + wobble) * 10) / 10;
    const date = new Date(now.getTime() - (DEMO_WEIGH_INS - 1 - week) * 7 * DAY_MS);
    date.setUTCHours(7, 15 + ((index * 11 + week * 3) % 40), 0, 0);
    return { value, date };
  });
}
