import { AAMI_CLASS_OF_SYMBOL, singleBeatEvent } from '@telemed/analysis';
import type { Beat } from '@telemed/analysis';
import { ALL_SIGNALS, EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TYPES } from '@telemed/domain';
import type { EdfAnnotation } from '@telemed/formats';
import type { NewExaminationEventRow } from '../db/schema';

/**
 * Most events one import makes of its file's annotations: a file of thousands of notes (a day of
 * 30 s sleep stages is 2,880) fits; the first ones are kept and the rest counted in the
 * recording's warnings.
 */
export const MAX_IMPORTED_ANNOTATIONS = 20_000;

/** The recording's warning when annotations beyond {@link MAX_IMPORTED_ANNOTATIONS} were left. */
export const annotationsLeftOut = (count: number) =>
  `${count} annotations after the first ${MAX_IMPORTED_ANNOTATIONS} were not made events`;

const knownTypes = new Set<string>(EVENT_TYPES);

/**
 * An annotation's text as an event's type and description: `TYPE` or `TYPE: note` with a type
 * of clinical-domain §3 — how Telemed's own EDF+ export writes its events — keeps that type and
 * note; any other text (a technician's "Lights off") is a custom mark described by the text.
 * @example
 * eventOfAnnotationText('APNEA_OBSTRUCTIVE: during REM'); // { type: 'APNEA_OBSTRUCTIVE', description: 'during REM' }
 * eventOfAnnotationText('Lights off'); // { type: 'CUSTOM', description: 'Lights off' }
 */
export function eventOfAnnotationText(text: string): { type: string; description: string | null } {
  const trimmed = text.trim();
  const match = /^([A-Z][A-Z0-9_]*)(?::\s*([\s\S]*))?$/.exec(trimmed);
  const code = match?.[1];
  if (code && knownTypes.has(code)) {
    const note = match[2]?.trim();
    return { type: code, description: note ? note.slice(0, EVENT_DESCRIPTION_MAX_LENGTH) : null };
  }
  return { type: 'CUSTOM', description: trimmed.slice(0, EVENT_DESCRIPTION_MAX_LENGTH) };
}

/**
 * The event one annotation makes, in seconds after the recording's start, or null for none. A
 * WFDB beat label (how a WFDB record converted to EDF+ carries its reference annotations: `N`,
 * `V`, `A`…) is a beat of its AAMI class: an ectopic or fused beat is the event the Holter
 * analysis makes of one, a normal, paced or unclassifiable beat none. Any other text is read by
 * {@link eventOfAnnotationText}, for the annotation's duration.
 */
function eventOfAnnotation(
  annotation: EdfAnnotation,
): { type: string; description: string | null; startSeconds: number; endSeconds: number } | null {
  const beatClass = AAMI_CLASS_OF_SYMBOL[annotation.text.trim()];
  if (beatClass) {
    const beat = singleBeatEvent(beatClass, annotation.onset);
    return beat && { ...beat, description: null };
  }
  return {
    ...eventOfAnnotationText(annotation.text),
    startSeconds: annotation.onset,
    endSeconds: annotation.onset + (annotation.duration ?? 0),
  };
}

/**
 * The events an imported EDF+ file's annotations make (clinical-domain §3 Event,
 * {@link eventOfAnnotation}): each at its onset from the recording's start, on every signal,
 * scored by a person (`user`: the spec's origins name no other source, and an imported note stays
 * editable). Annotations without text, before the recording or after its end are left out; at
 * most {@link MAX_IMPORTED_ANNOTATIONS}.
 */
export function eventsOfAnnotations(
  annotations: readonly EdfAnnotation[],
  recording: { examinationId: string; startMs: number; durationSeconds: number },
): { events: NewExaminationEventRow[]; leftOut: number } {
  const events: NewExaminationEventRow[] = [];
  let leftOut = 0;
  for (const annotation of annotations) {
    if (annotation.text.trim() === '') continue;
    if (annotation.onset < 0 || annotation.onset > recording.durationSeconds) continue;
    const event = eventOfAnnotation(annotation);
    if (!event) continue;
    if (events.length === MAX_IMPORTED_ANNOTATIONS) {
      leftOut += 1;
      continue;
    }
    const start = Math.max(0, event.startSeconds);
    const end = Math.min(recording.durationSeconds, event.endSeconds);
    events.push({
      examinationId: recording.examinationId,
      type: event.type,
      startDate: new Date(recording.startMs + start * 1000),
      endDate: new Date(recording.startMs + end * 1000),
      description: event.description,
      origin: 'user',
      signal: ALL_SIGNALS,
      showInReport: false,
    });
  }
  return { events, leftOut };
}

/**
 * Fewest beats a minute a file's beat labels must average over the recording to be its beat list:
 * the slowest escape rhythm. A file that labels only some beats (its ectopic ones) gives events,
 * and the beat list stays the analysis's to make.
 */
const MIN_LABELLED_BEATS_PER_MINUTE = 20;

/**
 * The beat list of an imported EDF+ file whose annotations label every beat with a WFDB beat
 * symbol (a PhysioNet record with its reference annotation, converted to EDF+): each label at its
 * onset, as the R-peak sample of the ECG at `samplingRate` from the recording's start, in its AAMI
 * class (N, S, V, F, Q; {@link AAMI_CLASS_OF_SYMBOL}), without a confidence — a person labelled
 * it. Null when the labels do not cover the recording: no normal beat among them, or fewer than
 * {@link MIN_LABELLED_BEATS_PER_MINUTE} a minute.
 */
export function beatsOfAnnotations(
  annotations: readonly EdfAnnotation[],
  recording: { durationSeconds: number; samplingRate: number },
): Beat[] | null {
  const beats: Beat[] = [];
  for (const annotation of annotations) {
    const beatClass = AAMI_CLASS_OF_SYMBOL[annotation.text.trim()];
    if (!beatClass || annotation.onset < 0 || annotation.onset >= recording.durationSeconds)
      continue;
    beats.push({ sample: Math.round(annotation.onset * recording.samplingRate), beatClass });
  }
  beats.sort((a, b) => a.sample - b.sample);
  const distinct = beats.filter((beat, index) => beat.sample !== beats[index - 1]?.sample);
  const minutes = recording.durationSeconds / 60;
  const coversRecording =
    distinct.some((beat) => beat.beatClass === 'N') &&
    distinct.length >= MIN_LABELLED_BEATS_PER_MINUTE * minutes;
  return coversRecording ? distinct : null;
}
