/**
 * Pairs reference and detected beat times as WFDB `bxb` does (ANSI/AAMI EC57): walking both
 * sorted lists, a reference and a detection match when they are at most `window` samples apart
 * and neither has a nearer counterpart next in line. Returns, for each reference beat, the index
 * of its detection or -1, and for each detection the index of its reference or -1.
 */
export function matchBeats(
  references: readonly number[],
  detections: readonly number[],
  window: number,
): { referenceMatch: Int32Array; detectionMatch: Int32Array } {
  const referenceMatch = new Int32Array(references.length).fill(-1);
  const detectionMatch = new Int32Array(detections.length).fill(-1);
  let r = 0;
  let d = 0;
  while (r < references.length && d < detections.length) {
    const ref = references[r] as number;
    const det = detections[d] as number;
    if (det < ref - window) d += 1;
    else if (ref < det - window) r += 1;
    else {
      const distance = Math.abs(det - ref);
      const nextDet = detections[d + 1];
      const nextRef = references[r + 1];
      if (nextDet !== undefined && Math.abs(nextDet - ref) < distance) d += 1;
      else if (nextRef !== undefined && Math.abs(nextRef - det) < distance) r += 1;
      else {
        referenceMatch[r] = d;
        detectionMatch[d] = r;
        r += 1;
        d += 1;
      }
    }
  }
  return { referenceMatch, detectionMatch };
}
