/**
 * Node-only driver of `conformance/edflib-peer.c`, the reference reader and writer the EDF
 * conformance test and the `formats.edf-read` benchmark compare us with: Teunis van Beelen's
 * EDFlib as Debian ships it (package libedf-dev). Not exported from the package's index.
 */
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the C source lives, beside the package's `src`. */
export const EDFLIB_PEER_SOURCE = path.resolve(
  import.meta.dirname,
  '../../conformance/edflib-peer.c',
);

/** EDFlib's time unit: 100 ns (edflib.h, EDFLIB_TIME_DIMENSION = 10000000 per second). */
export const EDFLIB_TICKS_PER_SECOND = 10_000_000;

/** edflib.h: `edfopen_file_readonly` sets filetype to this for EDF+D / BDF+D files. */
export const EDFLIB_FILE_IS_DISCONTINUOUS = -10;

/** edflib.h, EDFLIB_MAX_ANNOTATION_LEN: EDFlib keeps at most this many bytes of a read text. */
export const EDFLIB_MAX_ANNOTATION_BYTES = 512;

/** One ordinary signal as EDFlib reports it (it hides annotation signals). */
export interface EdflibSignal {
  label: string;
  transducer: string;
  physicalDimension: string;
  prefilter: string;
  physicalMin: number;
  physicalMax: number;
  digitalMin: number;
  digitalMax: number;
  samplesPerRecord: number;
  samplesInFile: number;
}

/** One annotation as `edf_get_annotation` gives it. */
export interface EdflibAnnotation {
  /** 100 ns units after the first sample (EDFlib subtracts the sub-second start). */
  onset: number;
  /** 100 ns units; -10000000 when the TAL has no duration. */
  durationL: number;
  /** The duration as written in the TAL, '' when absent. */
  duration: string;
  /** The text's bytes (UTF-8 as stored, cut at {@link EDFLIB_MAX_ANNOTATION_BYTES}). */
  text: Uint8Array;
}

/** Everything EDFlib reads from a file: header, signals, annotations and physical samples. */
export interface EdflibDump {
  /** `edflib_version()`: 123 for EDFlib 1.23. */
  version: number;
  /** 0 EDF, 1 EDF+, 2 BDF, 3 BDF+ (edflib.h EDFLIB_FILETYPE_*). */
  filetype: number;
  startDate: [year: number, month: number, day: number];
  startTime: [hour: number, minute: number, second: number];
  /** 100 ns units between the header's start second and the first sample. */
  startSubsecond: number;
  fileDuration: number;
  datarecordDuration: number;
  datarecords: number;
  patient: string;
  recording: string;
  patientCode: string;
  gender: string;
  birthdate: string;
  patientName: string;
  patientAdditional: string;
  admincode: string;
  technician: string;
  equipment: string;
  recordingAdditional: string;
  signals: EdflibSignal[];
  annotations: EdflibAnnotation[];
  /** `edfread_physical_samples` of each signal, whole file, in double precision. */
  samples: Float64Array[];
}

/** What to ask EDFlib to write (see the SPEC format in edflib-peer.c). */
export interface EdflibWriteSpec {
  fileType: 'edf+' | 'bdf+';
  startDate: {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
  };
  /** 100 ns units (`edf_set_subsecond_starttime`). */
  subsecond?: number;
  /** 10 µs units (`edf_set_datarecord_duration`); 1 s when omitted. */
  recordDuration?: number;
  /** `edf_set_number_of_annotation_signals`; 1 when omitted. */
  annotationSignals?: number;
  patient?: {
    code: string;
    name: string;
    /** EDFlib: 0 female, 1 male. */
    gender: 0 | 1;
    birthdate: { year: number; month: number; day: number };
    additional: string;
  };
  recording?: { admincode: string; technician: string; equipment: string; additional: string };
  records: number;
  signals: {
    label: string;
    physicalDimension: string;
    physicalMin: number;
    physicalMax: number;
    digitalMin: number;
    digitalMax: number;
    samplesPerRecord: number;
    prefilter: string;
    transducer: string;
    /** Physical values, `records × samplesPerRecord` of them. */
    samples: ArrayLike<number>;
  }[];
  /** Onset and duration in EDFlib's writing unit, 100 µs; duration -1 for none. */
  annotations: { onset: number; duration: number; text: string }[];
}

const MISSING_TOOLS =
  "The EDFlib conformance check needs a C compiler and Debian's EDFlib: install them with " +
  '"apt-get install gcc libedf-dev" (.ci/run installs them).';

/**
 * Compiles the EDFlib peer into `directory` and returns the program's path. Fails, saying what
 * to install, when there is no C compiler or no EDFlib.
 */
export async function buildEdflibPeer(directory: string): Promise<string> {
  const program = path.join(directory, 'edflib-peer');
  try {
    await run('cc', ['-O2', '-std=c11', '-o', program, EDFLIB_PEER_SOURCE, '-ledf']);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`${MISSING_TOOLS}\n${detail}`, { cause: error });
  }
  return program;
}

const hexBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

let dumps = 0;

/**
 * Reads `file` with EDFlib: header, signals, annotations (all of them) and every signal's physical
 * samples. Rejects with EDFlib's error code in the message when EDFlib refuses the file.
 */
export async function dumpWithEdflib(program: string, file: string): Promise<EdflibDump> {
  // The peer writes the machine's float64; a big-endian host would need a byte swap here.
  if (endianness() !== 'LE') throw new Error('the EDFlib peer expects a little-endian machine');
  // Beside the program (a temporary directory), never beside the file, which may be shared data.
  dumps += 1;
  const samplesFile = path.join(path.dirname(program), `dump-${dumps}.f64`);
  const { stdout } = await run(program, ['dump', file, samplesFile], {
    maxBuffer: 256 << 20,
    encoding: 'utf8',
  });
  const parsed = JSON.parse(stdout) as Omit<EdflibDump, 'samples' | 'annotations'> & {
    annotations: (Omit<EdflibAnnotation, 'text'> & { text: string })[];
  };
  const bytes = await readFile(samplesFile);
  await rm(samplesFile);
  const values = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  let offset = 0;
  const samples = parsed.signals.map((signal) => {
    const part = values.slice(offset, offset + signal.samplesInFile);
    offset += signal.samplesInFile;
    return part;
  });
  return {
    ...parsed,
    annotations: parsed.annotations.map((annotation) => ({
      ...annotation,
      text: hexBytes(annotation.text),
    })),
    samples,
  };
}

const specField = (value: string | number) => {
  const text = String(value);
  if (/[\t\r\n]/.test(text)) throw new RangeError(`EDFlib spec field ${JSON.stringify(text)}`);
  return text;
};

/** Writes `out` with EDFlib from `spec` (samples go through a float64 file, in record order). */
export async function writeWithEdflib(
  program: string,
  out: string,
  spec: EdflibWriteSpec,
): Promise<void> {
  const line = (...fields: (string | number)[]) => fields.map(specField).join('\t');
  const { startDate: start, patient, recording } = spec;
  const lines = [
    line('filetype', spec.fileType),
    line('start', start.year, start.month, start.day, start.hour, start.minute, start.second),
    ...(spec.subsecond === undefined ? [] : [line('subsecond', spec.subsecond)]),
    ...(spec.recordDuration === undefined ? [] : [line('duration', spec.recordDuration)]),
    ...(spec.annotationSignals === undefined
      ? []
      : [line('annotationSignals', spec.annotationSignals)]),
    ...(patient
      ? [
          line(
            'patient',
            patient.code,
            patient.name,
            patient.gender,
            patient.birthdate.year,
            patient.birthdate.month,
            patient.birthdate.day,
            patient.additional,
          ),
        ]
      : []),
    ...(recording
      ? [
          line(
            'recording',
            recording.admincode,
            recording.technician,
            recording.equipment,
            recording.additional,
          ),
        ]
      : []),
    ...spec.signals.map((signal) =>
      line(
        'signal',
        signal.label,
        signal.physicalDimension,
        signal.physicalMin,
        signal.physicalMax,
        signal.digitalMin,
        signal.digitalMax,
        signal.samplesPerRecord,
        signal.prefilter,
        signal.transducer,
      ),
    ),
    line('records', spec.records),
    ...spec.annotations.map((annotation) =>
      line('annotation', annotation.onset, annotation.duration, annotation.text),
    ),
  ];
  const perRecord = spec.signals.reduce((sum, signal) => sum + signal.samplesPerRecord, 0);
  const samples = new Float64Array(perRecord * spec.records);
  let at = 0;
  for (let record = 0; record < spec.records; record += 1) {
    for (const signal of spec.signals) {
      for (let index = 0; index < signal.samplesPerRecord; index += 1)
        samples[at++] = signal.samples[record * signal.samplesPerRecord + index] ?? 0;
    }
  }
  await writeFile(`${out}.spec`, `${lines.join('\n')}\n`);
  await writeFile(`${out}.samples`, new Uint8Array(samples.buffer));
  await run(program, ['write', out, `${out}.spec`, `${out}.samples`]);
}

/** One timed run of EDFlib reading a whole file to physical doubles. */
export interface EdflibTiming {
  nanoseconds: number;
  samples: number;
}

/**
 * Times EDFlib reading every signal of `file` to physical values, `windowSeconds` of each signal
 * at a time, `runs` times in one process (the first runs warm the page cache and allocator).
 */
export async function timeEdflibRead(
  program: string,
  file: string,
  windowSeconds: number,
  runs: number,
): Promise<EdflibTiming[]> {
  const { stdout } = await run(program, ['time', file, String(windowSeconds), String(runs)], {
    encoding: 'utf8',
  });
  return stdout
    .trim()
    .split('\n')
    .map((jsonLine) => {
      const { ns, samples } = JSON.parse(jsonLine) as { ns: number; samples: number };
      return { nanoseconds: ns, samples };
    });
}
