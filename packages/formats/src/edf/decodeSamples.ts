import type { EdfSignalHeader } from './readSignalHeaders';

/** Linear digital-to-physical map of one signal (EDF spec: physical = gain × digital + offset). */
export interface EdfScaling {
  gain: number;
  offset: number;
}

export function scalingOf(signal: EdfSignalHeader): EdfScaling {
  const gain = (signal.physicalMax - signal.physicalMin) / (signal.digitalMax - signal.digitalMin);
  return { gain, offset: signal.physicalMin - gain * signal.digitalMin };
}

/**
 * Decodes `count` samples starting at byte `from` into `target[at...]` as physical values.
 * EDF samples are 16-bit and BDF samples 24-bit two's complement, little-endian (EDF spec,
 * "data record"; BioSemi BDF description).
 */
export function decodeSamples(
  bytes: Uint8Array,
  from: number,
  count: number,
  bytesPerSample: 2 | 3,
  scaling: EdfScaling,
  target: Float32Array,
  at: number,
): void {
  const { gain, offset } = scaling;
  if (bytesPerSample === 2) {
    for (let index = 0, byte = from; index < count; index += 1, byte += 2) {
      // Shift up and back down to sign-extend the 16-bit value.
      const digital = (((bytes[byte] ?? 0) | ((bytes[byte + 1] ?? 0) << 8)) << 16) >> 16;
      target[at + index] = gain * digital + offset;
    }
    return;
  }
  for (let index = 0, byte = from; index < count; index += 1, byte += 3) {
    const digital =
      (((bytes[byte] ?? 0) | ((bytes[byte + 1] ?? 0) << 8) | ((bytes[byte + 2] ?? 0) << 16)) <<
        8) >>
      8;
    target[at + index] = gain * digital + offset;
  }
}
