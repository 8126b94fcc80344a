import { MEASUREMENT_DEFINITIONS } from '@telemed/domain';
import type { SignalQualityCriteria } from '../quality/signalQuality';
import { TEMPERATURE_READING_MAX_CELSIUS } from '../trends/measurementDefinitions';
import type { CovidChannel } from './covidRecording';

const { pulse, spo2, respirationRate, temperature } = MEASUREMENT_DEFINITIONS;

/**
 * Signal-quality criteria of each COVID channel for {@link assessSignalQuality}.
 *
 * Ranges: the spec's measurement definitions (MEASUREMENT_DEFINITIONS: pulse 0-200, spo2 50-100,
 * respirationRate 0-50, temperature 30-38) narrowed where a value is a device state rather than
 * physiology, and widened for temperature, whose 30-38 is the display scale: fever is above 38 °C,
 * so readings up to TEMPERATURE_READING_MAX_CELSIUS are kept and only the chart clips them.
 */
export const COVID_QUALITY_CRITERIA: Readonly<Record<CovidChannel, SignalQualityCriteria>> =
  Object.freeze({
    pulse: {
      // 0 is what oximeters send with no pulse wave; below 30 bpm an awake adult at home is a
      // probe fault (the spec's scale is 0-200; above 200 is not a resting adult's pulse).
      minimum: 30,
      maximum: pulse.max,
      // Heart rate changes by at most a few bpm per second at exercise onset and recovery
      // (design choice from that physiology); 10 bpm/s between 1 Hz readings is a motion artefact.
      maximumChangePerSecond: 10,
      jumpGuardSeconds: 5,
      // Beat-to-beat variability moves a 1 bpm-resolution pulse within minutes; the same value for
      // 5 minutes is a frozen display (design choice from the HRV of rest, Task Force ESC/NASPE 1996).
      flatlineSeconds: 300,
      flatlineTolerance: 0,
    },
    spo2: {
      // The spec's range (clinical-domain §3); 0 or 127 are the oximeter's no-reading codes.
      minimum: spo2.min,
      maximum: spo2.max,
      // Desaturation falls at most about 1 %/s even in apnoea (Strohl KP, Altose MD, Chest
      // 1984;85:181-186); 4 %/s at 1 Hz leaves room for 1 % quantisation and noise.
      maximumChangePerSecond: 4,
      jumpGuardSeconds: 5,
      // A resting saturation may stay on one whole-percent value for long: no flatline check
      // (a frozen oximeter is caught on its pulse channel, see analyzeCovid).
      flatlineSeconds: Number.POSITIVE_INFINITY,
      flatlineTolerance: 0,
    },
    respirationRate: {
      // Lower bound from the spec's message catalogue (after-rest rate 5-30/min, clinical-domain
      // §5); below 5/min a chest band reads a loose strap, not breathing. Upper: the spec's 50.
      minimum: 5,
      maximum: respirationRate.max,
      // 7.5 breaths/min between readings 15 s apart is talking or moving, not breathing.
      maximumChangePerSecond: 0.5,
      jumpGuardSeconds: 15,
      // 10 minutes of identical whole-number readings is a frozen band (design choice).
      flatlineSeconds: 600,
      flatlineTolerance: 0,
    },
    temperature: {
      // See the note above: the spec's floor (a patch off the skin reads room temperature
      // below it).
      minimum: temperature.min,
      maximum: TEMPERATURE_READING_MAX_CELSIUS,
      // Fever rises at most 1-2 °C per hour; 0.3 °C in one minute is the patch lifting off.
      maximumChangePerSecond: 0.005,
      jumpGuardSeconds: 300,
      // 30 minutes of the same 0.01 °C reading is a stuck sensor (design choice).
      flatlineSeconds: 1800,
      flatlineTolerance: 0,
    },
    cough: {
      // dB SPL: below 20 is under any MEMS microphone's noise floor, above 130 its overload.
      minimum: 20,
      maximum: 130,
      // Sound is impulsive by nature: no step check.
      maximumChangePerSecond: Number.POSITIVE_INFINITY,
      jumpGuardSeconds: 0,
      // A live microphone never returns the same level for 10 s: a disconnected one does.
      flatlineSeconds: 10,
      flatlineTolerance: 0,
    },
  });
