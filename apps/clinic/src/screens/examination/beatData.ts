import type { BeatLabel, BeatsResponse } from '@telemed/domain';
import type { BeatUpdate, ViewerBeat } from '@telemed/signals';

/**
 * The beats of GET .../beats as the viewer and the beat list take them: each beat's id is its
 * R-peak sample (what the beat update names), its time the instant of that sample, and the
 * classifier's confidence in its label when the analysis gave one.
 */
export function viewerBeatsOf(response: BeatsResponse): ViewerBeat[] {
  const start = Date.parse(response.startDate);
  const msPerSample = 1000 / response.samplingRate;
  return response.samples.map((sample, index) => {
    const beat = {
      id: String(sample),
      time: start + sample * msPerSample,
      label: response.labels[index] as BeatLabel,
    };
    const confidence = response.confidences?.[index];
    return confidence === undefined ? beat : { ...beat, confidence };
  });
}

/** The body of the beat update for relabellings of the list. */
export function beatUpdateBody(updates: readonly BeatUpdate[]) {
  return { beats: updates.map((update) => ({ sample: Number(update.id), label: update.label })) };
}
