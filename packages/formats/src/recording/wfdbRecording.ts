import type { WfdbAnnotation } from '../wfdb/readWfdbAnnotations';
import { decodeWfdbSignals } from '../wfdb/decodeWfdbSignals';
import type { WfdbHeader } from '../wfdb/parseWfdbHeader';
import { wfdbDigitalRange } from '../wfdb/wfdbStorageFormats';
import type { Recording, RecordingAnnotation } from './recording';

/**
 * An annotation's text in EDF+: a beat's WFDB mnemonic (`N`, `V`, …); for other annotations the
 * AUX string when there is one (a rhythm change `(AFIB`, a comment), else the mnemonic (`~`, `|`).
 */
function annotationText(annotation: WfdbAnnotation): string {
  const aux = annotation.aux.replace(/\0+$/, '').trim();
  return annotation.isBeat || aux === '' ? annotation.symbol : aux;
}

/**
 * The clock time of a record's first sample, when its header gives both the base date and time
 * and the year is one an EDF header can hold (MIMIC shifts its dates into the 22nd century).
 * EDF stores whole seconds; a fraction of the base time is dropped.
 */
function startDateOf(header: WfdbHeader): Recording['startDate'] {
  const { baseDate, baseTime } = header;
  if (!baseDate || !baseTime || baseDate.year < 1985 || baseDate.year > 2084) return null;
  return { ...baseDate, ...baseTime, second: Math.floor(baseTime.second) };
}

/**
 * A whole WFDB record as a recording: its signals in physical units, each at its own rate (a
 * signal with several samples per frame is sampled that many times faster), and its reference
 * annotations. `files` holds the record's signal files by name (`wfdbSignalFileNames`), read by
 * the caller from disk or from the files a user dropped.
 */
export function wfdbRecording(
  header: WfdbHeader,
  files: Readonly<Record<string, Uint8Array>>,
  annotations: readonly WfdbAnnotation[],
): Recording {
  const { physical } = decodeWfdbSignals(header, files);
  // Annotation times count frames, at the record line's frequency.
  const frameRate = header.samplingFrequency;
  const [first] = header.signals;
  const frames = first ? (physical[0]?.length ?? 0) / first.samplesPerFrame : 0;
  return {
    format: 'WFDB',
    startDate: startDateOf(header),
    durationSeconds: frames / frameRate,
    channels: header.signals.map((signal, index) => {
      const digital = wfdbDigitalRange(signal);
      return {
        label: signal.description || `signal ${index}`,
        unit: signal.units,
        samplingRate: signal.samplingFrequency,
        samples: physical[index] as Float32Array,
        physicalMin: (digital.min - signal.baseline) / signal.gain,
        physicalMax: (digital.max - signal.baseline) / signal.gain,
        digitalMin: digital.min,
        digitalMax: digital.max,
        transducer: '',
        prefiltering: '',
      };
    }),
    annotations: annotations.map((annotation): RecordingAnnotation => ({
      onsetSeconds: annotation.sample / frameRate,
      durationSeconds: null,
      text: annotationText(annotation),
    })),
    discontinuous: null,
  };
}
