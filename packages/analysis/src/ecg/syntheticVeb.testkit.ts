import { ECTOPY_PATIENTS } from '../synthetic/ecg/ectopyPatients';
import { generateSyntheticEcg } from '../synthetic/ecg/syntheticEcg';
import type { ReferenceAnnotation } from '../scoring/scoreBeats';
import { scoreBeatClass } from '../scoring/scoreBeatClass';
import { classifyBeats } from './classifyBeats';
import { detectQrs } from './detectQrs';
import type { RecordEctopyScore } from './mitdbVeb.testkit';

// The MIT-BIH symbol that stands for each class of the synthetic truth (A: atrial premature).
const SYMBOL_OF_CLASS = { N: 'N', S: 'A', V: 'V', F: 'F', Q: 'Q' } as const;

/** Generates one of {@link ECTOPY_PATIENTS}, detects and classifies its beats and scores them
 * against its ground truth with the rules of the MIT-BIH records (first 5 minutes excluded). */
export function scoreEctopyPatient(name: string): RecordEctopyScore {
  const patient = ECTOPY_PATIENTS.find((candidate) => candidate.name === name);
  if (!patient) throw new RangeError(`no synthetic patient ${name}`);
  const ecg = generateSyntheticEcg(patient.scenario);
  const rate = ecg.samplingRate;
  const beats = classifyBeats(ecg.signals, detectQrs(ecg.signals, rate), rate);
  const reference: ReferenceAnnotation[] = ecg.beats.map((beat) => ({
    sample: beat.sample,
    symbol: SYMBOL_OF_CLASS[beat.beatClass],
  }));
  return {
    record: name,
    veb: scoreBeatClass(reference, beats, rate, 'V'),
    sveb: scoreBeatClass(reference, beats, rate, 'S'),
    vebStrict: scoreBeatClass(reference, beats, rate, 'V', { strict: true }),
  };
}
