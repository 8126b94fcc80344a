import { z } from 'zod';
import { FullCovidParametersSchema } from './covidAnalysis';
import { fullParameterShape, parameterMapShape } from './detectorParameters';
import { FullEcgParametersSchema } from './ecgAnalysis';
import { ExaminationEventSchema } from './events';
import { ExaminationTypeSchema } from './examinationSpec';

/**
 * The respiratory detector parameters a clinic may set (clinical-domain §3 "Detector
 * parameters": apnea start and stop threshold percent; hypopnea start threshold percent; apnea
 * span min and max seconds; desaturation drop; desaturation span min and max; baseline margin,
 * span and return; snore threshold and resolution), with the unit and the range a form offers.
 * The ranges keep each detector meaningful: a threshold of 0 % or a span of a day is not a
 * setting but a broken analysis. Their defaults, from the AASM scoring rules, live with the
 * detectors (`DEFAULT_RESPIRATORY_DETECTOR_PARAMS` of @telemed/analysis) and reach clients through
 * `GET teams/{teamId}/analysis-parameters/{examinationType}`.
 */
export const RESPIRATORY_PARAMETERS = {
  apnea_start_threshold_percent: { unit: '%', min: 50, max: 100, step: 1 },
  apnea_stop_threshold_percent: { unit: '%', min: 0, max: 50, step: 1 },
  hypopnea_start_threshold_percent: { unit: '%', min: 10, max: 90, step: 1 },
  apnea_span_min_seconds: { unit: 's', min: 5, max: 60, step: 1 },
  apnea_span_max_seconds: { unit: 's', min: 10, max: 600, step: 1 },
  desaturation_drop_percent: { unit: '%', min: 1, max: 10, step: 1 },
  desaturation_span_min_seconds: { unit: 's', min: 3, max: 60, step: 1 },
  desaturation_span_max_seconds: { unit: 's', min: 10, max: 600, step: 1 },
  baseline_margin_percent: { unit: '%', min: 5, max: 90, step: 1 },
  baseline_span_seconds: { unit: 's', min: 30, max: 600, step: 1 },
  baseline_return_seconds: { unit: 's', min: 30, max: 1200, step: 1 },
  snore_threshold: { unit: 'dB', min: 1, max: 40, step: 0.5 },
  snore_resolution_seconds: { unit: 's', min: 0.05, max: 3, step: 0.05 },
} as const;

export type RespiratoryParameterName = keyof typeof RESPIRATORY_PARAMETERS;

/** The parameter names in the order a form lists them (the spec's order). */
export const RESPIRATORY_PARAMETER_NAMES = Object.keys(
  RESPIRATORY_PARAMETERS,
) as RespiratoryParameterName[];

/** Spans whose longest may not be below their shortest. */
const SPAN_PAIRS = [
  ['apnea_span_min_seconds', 'apnea_span_max_seconds'],
  ['desaturation_span_min_seconds', 'desaturation_span_max_seconds'],
] as const;

/**
 * The longest spans below their shortest in a set of parameters (the pairs given both ways);
 * the schema checks a request's own values, the server the request merged with the stored ones.
 *
 * @example
 * spansBelowMinimum({ apnea_span_min_seconds: 30, apnea_span_max_seconds: 20 }); // ['apnea_span_max_seconds']
 */
export function spansBelowMinimum(parameters: RespiratoryParameters): RespiratoryParameterName[] {
  return SPAN_PAIRS.flatMap(([shortest, longest]) => {
    const low = parameters[shortest];
    const high = parameters[longest];
    return low !== undefined && high !== undefined && high < low ? [longest] : [];
  });
}

/**
 * A map of respiratory parameters: any subset, each within its range; the rest keep their
 * stored or default values. Unknown names are refused (a typo must not pass silently).
 */
export const RespiratoryParametersSchema = z
  .strictObject(parameterMapShape(RESPIRATORY_PARAMETERS), { error: 'invalidValue' })
  .superRefine((parameters, context) => {
    for (const longest of spansBelowMinimum(parameters))
      context.addIssue({ code: 'custom', path: [longest], message: 'spanMaxBelowMin' });
  });

export type RespiratoryParameters = Partial<Record<RespiratoryParameterName, number>>;

/** Every respiratory parameter with its value, as the server answers them. */
export const FullRespiratoryParametersSchema = z.object(fullParameterShape(RESPIRATORY_PARAMETERS));

export type FullRespiratoryParameters = z.infer<typeof FullRespiratoryParametersSchema>;

/**
 * `POST analysis/apnea` and `POST quality/apnea` (platform-core §7): the examination and a
 * parameters map. The analysis replaces the examination's events of origin `analysis` (or
 * `quality analysis`); user events stay (clinical-domain §4: starting an analysis deletes the
 * previously detected events).
 */
export const ApneaAnalysisBodySchema = z.object({
  examinationId: z.uuid({ error: 'invalidValue' }),
  parameters: RespiratoryParametersSchema.default({}),
});

export type ApneaAnalysisBody = z.input<typeof ApneaAnalysisBodySchema>;

/** The answer of an analysis: the examination's events after it ("events.list"). */
export const ApneaAnalysisResponseSchema = z.object({
  events: z.array(ExaminationEventSchema),
  /** The parameters the analysis ran with, every one. */
  parameters: FullRespiratoryParametersSchema,
});

export type ApneaAnalysisResponse = z.infer<typeof ApneaAnalysisResponseSchema>;

/**
 * `GET teams/{teamId}/analysis-parameters/{examinationType}`: the clinic's parameters for the
 * type (those its last analysis of that type ran with) and the detectors' defaults; ECG types
 * (`family` ecg) have the Holter analysis's, COVID monitoring the alert detectors', the others
 * the respiratory detectors'.
 */
export const AnalysisParametersResponseSchema = z.discriminatedUnion('family', [
  z.object({
    family: z.literal('respiratory'),
    examinationType: ExaminationTypeSchema,
    parameters: FullRespiratoryParametersSchema,
    defaults: FullRespiratoryParametersSchema,
    /** When the clinic last changed them; null while the defaults apply. */
    updatedAt: z.iso.datetime().nullable(),
  }),
  z.object({
    family: z.literal('ecg'),
    examinationType: ExaminationTypeSchema,
    parameters: FullEcgParametersSchema,
    defaults: FullEcgParametersSchema,
    updatedAt: z.iso.datetime().nullable(),
  }),
  z.object({
    family: z.literal('covid'),
    examinationType: ExaminationTypeSchema,
    parameters: FullCovidParametersSchema,
    defaults: FullCovidParametersSchema,
    updatedAt: z.iso.datetime().nullable(),
  }),
]);

export type AnalysisParametersResponse = z.infer<typeof AnalysisParametersResponseSchema>;
