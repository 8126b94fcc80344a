/**
 * The steps of the qualification form, in order, each with the recorded properties it edits
 * (a property names every field under it: `measurements` covers `measurements.heightCm`). The
 * order follows the qualification's work: the patient's contacts and devices, the social survey
 * and history, the consultations and dyspnoea grade, the tests, the model.
 */
export const QUALIFICATION_FORM_STEPS = [
  {
    id: 'patient',
    properties: ['deviceId', 'spirometerId', 'phoneGiven', 'contactPerson', 'contactPhone', 'work'],
  },
  {
    id: 'history',
    properties: [
      'socialSurvey',
      'comorbidities',
      'comorbiditiesOther',
      'symptoms',
      'symptomsOther',
      'medications',
      'disabilityCertificate',
    ],
  },
  { id: 'consultations', properties: ['consultations', 'mmrc'] },
  { id: 'tests', properties: ['measurements', 'spirometry', 'healthLimits', 'oxygenThreshold'] },
  { id: 'model', properties: ['selectedModel', 'nextQualificationDate'] },
] as const;

/** One step of the qualification form. */
export type QualificationFormStep = (typeof QUALIFICATION_FORM_STEPS)[number]['id'];

/** Whether a property (`measurements.heightCm`) is edited on the step at `stepIndex`. */
export function isPropertyOfStep(property: string, stepIndex: number): boolean {
  const step = QUALIFICATION_FORM_STEPS[stepIndex];
  return (step?.properties ?? []).some(
    (owned) => property === owned || property.startsWith(`${owned}.`),
  );
}
