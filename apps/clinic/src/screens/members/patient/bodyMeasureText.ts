import { feetAndInches, poundsOf } from '@telemed/domain';
import type { LengthUnit } from '@telemed/domain';
import type { TFunction } from 'i18next';

/** A height in the user's units: centimetres, or feet and inches. */
export function heightText(t: TFunction, centimetres: number, units: LengthUnit): string {
  return units === 'imperial'
    ? t('patient.feetInches', feetAndInches(centimetres))
    : t('patient.centimetres', { value: centimetres });
}

/** A body weight in the user's units: kilograms, or pounds. */
export function weightText(t: TFunction, kilograms: number, units: LengthUnit): string {
  return units === 'imperial'
    ? t('patient.pounds', { value: poundsOf(kilograms) })
    : t('patient.kilograms', { value: kilograms });
}
