import { z } from 'zod';
import { TASK_DESCRIPTION_MAX_LENGTH } from '../rules/tasks';
import { fullParameterShape, parameterMapShape } from './detectorParameters';

/**
 * The ECG detector parameters a clinic may set (clinical-domain §3 "Detector parameters": AF by
 * af_threshold, brady/tachy by brad_tach_win_time, max_brad_HR and min_tach_HR, pause by
 * pause_time, ectopic extension and reduction %, baseline and std artifact limits,
 * not_for_analysis_threshold), keyed as the Holter analysis of @telemed/analysis takes them, with
 * the unit and the range a form offers. The ranges keep each detector meaningful (bradycardia
 * above 80/min or a 20 s pause limit is a broken analysis, not a setting); the defaults, each with
 * its source, live with the detectors and reach clients through
 * `GET teams/{teamId}/analysis-parameters/{examinationType}`.
 */
export const ECG_PARAMETERS = {
  af_threshold: { unit: '', min: 0.02, max: 0.5, step: 0.01 },
  brad_tach_win_time: { unit: 's', min: 5, max: 60, step: 1 },
  max_brad_HR: { unit: '/min', min: 30, max: 80, step: 1 },
  min_tach_HR: { unit: '/min', min: 80, max: 200, step: 1 },
  pause_time: { unit: 's', min: 1.5, max: 10, step: 0.1 },
  ectopic_reduction_percent: { unit: '%', min: 5, max: 50, step: 0.5 },
  ectopic_extension_percent: { unit: '%', min: 5, max: 50, step: 0.5 },
  baseline_artifact_limit: { unit: '', min: 0.2, max: 5, step: 0.1 },
  std_artifact_limit: { unit: '', min: 0.005, max: 0.2, step: 0.005 },
  not_for_analysis_threshold: { unit: '', min: 0.1, max: 1, step: 0.05 },
} as const;

export type EcgNumericParameterName = keyof typeof ECG_PARAMETERS;

/** The yes/no ECG parameters: RR references over NN intervals only (use_nn), and honouring the
 * user's "not for analysis" marks (use_user_quality). */
export const ECG_SWITCHES = ['use_nn', 'use_user_quality'] as const;

export type EcgSwitchName = (typeof ECG_SWITCHES)[number];

export type EcgParameterName = EcgNumericParameterName | EcgSwitchName;

/** The numeric parameter names in the order a form lists them (the spec's order). */
export const ECG_PARAMETER_NAMES = Object.keys(ECG_PARAMETERS) as EcgNumericParameterName[];

/**
 * A map of ECG parameters: any subset, each within its range; the rest keep their stored or
 * default values. Unknown names are refused; tachycardia may not start below bradycardia.
 */
export const EcgParametersSchema = z
  .strictObject(
    {
      ...parameterMapShape(ECG_PARAMETERS),
      use_nn: z.boolean({ error: 'invalidType' }).optional(),
      use_user_quality: z.boolean({ error: 'invalidType' }).optional(),
    },
    { error: 'invalidValue' },
  )
  .superRefine((parameters, context) => {
    for (const name of ratesCrossed(parameters))
      context.addIssue({ code: 'custom', path: [name], message: 'tachycardiaBelowBradycardia' });
  });

export type EcgParameters = Partial<Record<EcgNumericParameterName, number>> &
  Partial<Record<EcgSwitchName, boolean>>;

/**
 * `min_tach_HR` when it is not above `max_brad_HR` (a rate cannot be both slow and fast); the
 * schema checks a request's own pair, the server the request merged with the stored values.
 */
export function ratesCrossed(parameters: EcgParameters): 'min_tach_HR'[] {
  const { max_brad_HR: slow, min_tach_HR: fast } = parameters;
  return slow !== undefined && fast !== undefined && fast <= slow ? ['min_tach_HR'] : [];
}

/** Every ECG parameter with its value, as the server answers them. */
export const FullEcgParametersSchema = z.object({
  ...fullParameterShape(ECG_PARAMETERS),
  use_nn: z.boolean(),
  use_user_quality: z.boolean(),
});

export type FullEcgParameters = z.infer<typeof FullEcgParametersSchema>;

/**
 * `POST analysis/ecg/tasks` (platform-core §7 "Tasks", type `preparingAnalysis`): starts the
 * Holter ECG analysis of an examination's recording in the background with the clinic's
 * parameters for the type overridden by these. When it completes the examination's detected
 * events (origins analysis and quality analysis) and its beats are the new analysis's; events
 * scored by hand stay.
 */
export const CreateEcgAnalysisTaskBodySchema = z
  .object({
    teamId: z.uuid({ error: 'invalidValue' }),
    examinationId: z.uuid({ error: 'invalidValue' }),
    parameters: EcgParametersSchema.default({}),
    /** The kind, if the caller names it: only `preparingAnalysis` belongs here. */
    task: z.string().optional(),
    description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH, { error: 'tooLong' }).optional(),
  })
  .strict();

export type CreateEcgAnalysisTaskBody = z.input<typeof CreateEcgAnalysisTaskBodySchema>;

/** Examination types whose recordings carry ECG leads the Holter analysis reads. */
export const ECG_ANALYSIS_TYPES = ['holter_ecg', 'hrv', 'stress_inlab'] as const;

/** Whether an examination type is analysed as ECG (else as a respiratory recording). */
export function isEcgAnalysisType(type: string): type is (typeof ECG_ANALYSIS_TYPES)[number] {
  return (ECG_ANALYSIS_TYPES as readonly string[]).includes(type);
}
