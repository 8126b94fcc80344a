import type { Beat, BeatClass } from '../events/beatClasses';

/**
 * Beats at 1000 Hz (one sample per millisecond) from RR intervals given as a function of the time
 * of the beat that starts them: a test fixture, so that intervals equal their sample counts.
 */
export function beatsFromRr(
  durationSeconds: number,
  rrAt: (seconds: number) => number,
  classAt: (index: number) => BeatClass = () => 'N',
): Beat[] {
  const beats: Beat[] = [];
  let sample = 0;
  for (let index = 0; sample <= durationSeconds * 1000; index += 1) {
    beats.push({ sample, beatClass: classAt(index) });
    sample += Math.round(rrAt(sample / 1000));
  }
  return beats;
}
