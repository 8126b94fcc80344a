import { z } from 'zod';
import { fullParameterShape, parameterMapShape } from './detectorParameters';
import { ExaminationEventSchema } from './events';

/**
 * The COVID home-monitoring alert parameters a clinic may set (clinical-domain §3 "Detector
 * parameters": heart_rate_max, respiration_rate_max, temperature_max, saturation_level_min, and
 * the cough's intensity, energy and sound power), with how long an alert must last and what gap
 * still joins two, keyed as the COVID analysis of @telemed/analysis takes them. The ranges keep
 * each alert meaningful (a fever limit of 45 °C, or a saturation alarm at 70 %, is no setting);
 * the defaults (NEWS2 bands and the cough model, each cited with the detectors) reach clients
 * through `GET teams/{teamId}/analysis-parameters/covid`.
 */
export const COVID_PARAMETERS = {
  heart_rate_max: { unit: '/min', min: 60, max: 200, step: 1 },
  respiration_rate_max: { unit: '/min', min: 12, max: 60, step: 1 },
  temperature_max: { unit: '°C', min: 37, max: 41, step: 0.1 },
  saturation_level_min: { unit: '%', min: 80, max: 99, step: 1 },
  cough_intensity: { unit: 'dB', min: 40, max: 100, step: 1 },
  cough_energy: { unit: 'dB', min: 30, max: 100, step: 1 },
  cough_sound_power: { unit: 'dB', min: 3, max: 40, step: 1 },
  alert_min_duration: { unit: 's', min: 60, max: 3600, step: 30 },
  alert_merge_gap: { unit: 's', min: 0, max: 3600, step: 30 },
} as const;

export type CovidParameterName = keyof typeof COVID_PARAMETERS;

/** The parameter names in the order a form lists them (the spec's order first). */
export const COVID_PARAMETER_NAMES = Object.keys(COVID_PARAMETERS) as CovidParameterName[];

/** A map of COVID parameters: any subset, each within its range; unknown names are refused. */
export const CovidParametersSchema = z.strictObject(parameterMapShape(COVID_PARAMETERS), {
  error: 'invalidValue',
});

export type CovidParameters = Partial<Record<CovidParameterName, number>>;

/** Every COVID parameter with its value, as the server answers them. */
export const FullCovidParametersSchema = z.object(fullParameterShape(COVID_PARAMETERS));

export type FullCovidParameters = z.infer<typeof FullCovidParametersSchema>;

/**
 * `POST analysis/covid`: the COVID alerts of an examination's recording again, with the clinic's
 * parameters for the type overridden by these; `dayTimeTag` ('YYYY-MM-DD') keeps the night
 * sample of that night only (a tag the recording lacks is 'Date tag {dayTimeTag} not found or
 * incorrect', clinical-domain §8). Like the respiratory calls it replaces the detected events of
 * origin analysis and keeps the ones scored by hand.
 */
export const CovidAnalysisBodySchema = z
  .object({
    examinationId: z.uuid({ error: 'invalidValue' }),
    parameters: CovidParametersSchema.default({}),
    dayTimeTag: z
      .string({ error: 'invalidType' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidFormat' })
      .optional(),
  })
  .strict();

export type CovidAnalysisBody = z.input<typeof CovidAnalysisBodySchema>;

/** The answer: the examination's events after the analysis, and the parameters it ran with. */
export const CovidAnalysisResponseSchema = z.object({
  events: z.array(ExaminationEventSchema),
  parameters: FullCovidParametersSchema,
});

export type CovidAnalysisResponse = z.infer<typeof CovidAnalysisResponseSchema>;
