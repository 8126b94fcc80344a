import {
  DEFAULT_BEAT_CLASSIFIER_PARAMS,
  DEFAULT_COVID_DETECTOR_PARAMS,
  DEFAULT_HOLTER_DETECTOR_PARAMS,
  DEFAULT_RESPIRATORY_DETECTOR_PARAMS,
} from '@telemed/analysis';
import {
  COVID_PARAMETER_NAMES,
  ECG_PARAMETER_NAMES,
  RESPIRATORY_PARAMETER_NAMES,
} from '@telemed/domain';
import type {
  EcgSwitchName,
  FullCovidParameters,
  FullEcgParameters,
  FullRespiratoryParameters,
} from '@telemed/domain';

/*
 * The detectors' defaults of the parameters a clinic may set per examination type
 * (clinical-domain §3): what a clinic's analysis runs with until it saves its own.
 */

export const RESPIRATORY_PARAMETER_DEFAULTS: FullRespiratoryParameters = Object.fromEntries(
  RESPIRATORY_PARAMETER_NAMES.map((name) => [name, DEFAULT_RESPIRATORY_DETECTOR_PARAMS[name]]),
) as FullRespiratoryParameters;

export const COVID_PARAMETER_DEFAULTS: FullCovidParameters = Object.fromEntries(
  COVID_PARAMETER_NAMES.map((name) => [name, DEFAULT_COVID_DETECTOR_PARAMS[name]]),
) as FullCovidParameters;

export const ECG_PARAMETER_DEFAULTS: FullEcgParameters = {
  ...(Object.fromEntries(
    ECG_PARAMETER_NAMES.map((name) => [
      name,
      name in DEFAULT_HOLTER_DETECTOR_PARAMS
        ? DEFAULT_HOLTER_DETECTOR_PARAMS[name as keyof typeof DEFAULT_HOLTER_DETECTOR_PARAMS]
        : DEFAULT_BEAT_CLASSIFIER_PARAMS[name as keyof typeof DEFAULT_BEAT_CLASSIFIER_PARAMS],
    ]),
  ) as Omit<FullEcgParameters, EcgSwitchName>),
  use_nn: DEFAULT_BEAT_CLASSIFIER_PARAMS.use_nn,
  use_user_quality: DEFAULT_BEAT_CLASSIFIER_PARAMS.use_user_quality,
};
