import {
  parseWfdbBaseDate,
  parseWfdbBaseTime,
  type WfdbBaseDate,
  type WfdbBaseTime,
} from './parseWfdbBaseTime';
import { parseWfdbSignalLine, type WfdbSignalSpec } from './parseWfdbSignalLine';
import { parseDecimal, parseInteger } from './wfdbHeaderNumbers';
import { WfdbFormatError } from './WfdbFormatError';

/** A parsed `.hea` header of a single-segment WFDB record. */
export interface WfdbHeader {
  recordName: string;
  signalCount: number;
  /**
   * Frames per second, the record line's "sampling frequency" (WFDB's default is 250). A signal
   * with n samples per frame is sampled at n times this rate (its `samplingFrequency`).
   */
  samplingFrequency: number;
  /** Ticks per second of the record's counter (a tape counter, chart pages); the frame rate when absent. */
  counterFrequency: number;
  /** Counter value at sample 0; 0 when absent. */
  baseCounterValue: number;
  /** Frames in the record (samples of each signal with one sample per frame); undefined when unstated. */
  samplesPerSignal: number | undefined;
  /** Time of day of the first frame, when the header gives it. */
  baseTime: WfdbBaseTime | undefined;
  /** Date of the first frame, when the header gives it. */
  baseDate: WfdbBaseDate | undefined;
  signals: WfdbSignalSpec[];
  /** Text of the `#` comment lines, without the `#`. */
  comments: string[];
}

// Default of the WFDB library when a header omits the sampling frequency (header(5)).
const DEFAULT_FREQUENCY = 250;
/** Segment names a refusal of a multi-segment record lists before "…". */
const LISTED_SEGMENTS = 5;

/** Reads `frequency[/counter frequency[(base counter value)]]` of the record line. */
function parseFrequencyField(text: string | undefined) {
  const match = /^([^/]*)(?:\/([^(]*)(?:\(([^)]*)\))?)?$/.exec(text ?? '');
  if (!match)
    throw new WfdbFormatError('samplingFrequency', `expected a frequency, found "${text}"`);
  const frequency = parseDecimal('samplingFrequency', match[1] ?? '', DEFAULT_FREQUENCY);
  if (!(frequency > 0))
    throw new WfdbFormatError('samplingFrequency', `${match[1]} is not a positive frequency`);
  const counter = parseDecimal('counterFrequency', match[2] ?? '', 0);
  return {
    samplingFrequency: frequency,
    // header(5): a counter frequency that is absent or not positive equals the sampling frequency.
    counterFrequency: counter > 0 ? counter : frequency,
    baseCounterValue: parseDecimal('baseCounterValue', match[3] ?? '', 0),
  };
}

/** The refusal of a multi-segment record, naming its segments so the user can open them. */
function multiSegmentError(nameField: string, segmentLines: readonly string[]): WfdbFormatError {
  const [name, segments] = nameField.split('/');
  const names = segmentLines.map((line) => line.split(/\s+/)[0] ?? '');
  const listed =
    names.slice(0, LISTED_SEGMENTS).join(', ') + (names.length > LISTED_SEGMENTS ? ', …' : '');
  return new WfdbFormatError(
    'recordName',
    `${name} is a multi-segment record of ${segments} segments (${listed}), which this reader does not join; open the header of each segment`,
  );
}

function parseRecordLine(line: string) {
  const [nameField = '', countField, frequencyField, samplesField, timeField, dateField] =
    line.split(/\s+/);
  if (!/^[\w-]+$/.test(nameField))
    throw new WfdbFormatError('recordName', `"${nameField}" is not a record name`);
  const signalCount = parseInteger('signalCount', countField, 0);
  if (signalCount < 0) throw new WfdbFormatError('signalCount', `${signalCount} is negative`);
  const samples = parseInteger('samplesPerSignal', samplesField, 0);
  if (samples < 0) throw new WfdbFormatError('samplesPerSignal', `${samples} is negative`);
  return {
    recordName: nameField,
    signalCount,
    ...parseFrequencyField(frequencyField),
    // header(5): "If it is zero or missing, the number of samples is unspecified".
    samplesPerSignal: samples === 0 ? undefined : samples,
    baseTime: timeField === undefined ? undefined : parseWfdbBaseTime(timeField),
    baseDate: dateField === undefined ? undefined : parseWfdbBaseDate(dateField),
  };
}

/**
 * Parses the text of a WFDB `.hea` header of a single-segment record (WFDB "header(5)"): every
 * storage format of signal(5) but the FLAC ones, samples per frame, skews and byte offsets.
 * Accepts `#` comment lines, blank lines and CRLF or LF line endings; every malformed field is a
 * {@link WfdbFormatError} naming it, and so is a multi-segment record (`name/segments`).
 * @example
 * const header = parseWfdbHeader(await (await fetch('100.hea')).text());
 * header.signals[0]?.description; // 'MLII'
 */
export function parseWfdbHeader(text: string): WfdbHeader {
  const comments: string[] = [];
  const lines: string[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line.startsWith('#')) comments.push(line.slice(1).trim());
    else if (line !== '') lines.push(line);
  }
  const [recordLine, ...signalLines] = lines;
  if (recordLine === undefined) throw new WfdbFormatError('recordName', 'the header is empty');
  const nameField = recordLine.split(/\s+/)[0] ?? '';
  if (/^[\w-]+\/\d+$/.test(nameField)) throw multiSegmentError(nameField, signalLines);
  const record = parseRecordLine(recordLine);
  if (signalLines.length < record.signalCount) {
    throw new WfdbFormatError(
      'signalCount',
      `header announces ${record.signalCount} signals but has ${signalLines.length} signal lines`,
    );
  }
  const signals = signalLines
    .slice(0, record.signalCount)
    .map((line, index) => parseWfdbSignalLine(line, index, record.samplingFrequency));
  return { ...record, signals, comments };
}
