/**
 * Annotation symbols that label a beat, as WFDB's `bxb` counts them (the PhysioNet beat
 * annotations: N L R B A a J S V r F e j n E / f Q). Rhythm ('+'), noise ('~'), artefact ('|')
 * and comment annotations are not beats and are never scored.
 */
export const BEAT_SYMBOLS: ReadonlySet<string> = new Set([
  'N',
  'L',
  'R',
  'B',
  'A',
  'a',
  'J',
  'S',
  'V',
  'r',
  'F',
  'e',
  'j',
  'n',
  'E',
  '/',
  'f',
  'Q',
]);
