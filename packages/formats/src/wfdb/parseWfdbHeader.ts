import { WfdbFormatError } from './WfdbFormatError';

/** Signal storage formats this reader decodes (WFDB "signal(5)"). */
export type WfdbStorageFormat = 16 | 212;

/** One signal line of a `.hea` header (WFDB "header(5)"). */
export interface WfdbSignalSpec {
  fileName: string;
  format: WfdbStorageFormat;
  /** Bytes to skip at the start of the signal file (the `+offset` suffix of the format field). */
  byteOffset: number;
  /** ADC units per physical unit; WFDB reads a missing or zero gain as 200. */
  gain: number;
  /** Digital value of physical zero; defaults to `adcZero`. */
  baseline: number;
  units: string;
  adcResolution: number;
  adcZero: number;
  initialValue: number;
  /** 16-bit sum of all samples, when the header gives it. */
  checksum: number | undefined;
  blockSize: number;
  description: string;
}

/** A parsed `.hea` header of a single-segment WFDB record. */
export interface WfdbHeader {
  recordName: string;
  signalCount: number;
  /** Samples per second per signal; WFDB's default is 250. */
  samplingFrequency: number;
  /** Samples per signal, or undefined when the header does not say. */
  samplesPerSignal: number | undefined;
  signals: WfdbSignalSpec[];
  /** Text of the `#` comment lines, without the `#`. */
  comments: string[];
}

// Defaults of the WFDB library when a header omits a field (WFDB Programmer's Guide, header(5)).
const DEFAULT_FREQUENCY = 250;
const DEFAULT_GAIN = 200;
const DEFAULT_ADC_RESOLUTION = { 16: 16, 212: 12 } as const;

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function parseInteger(field: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!INTEGER.test(text)) throw new WfdbFormatError(field, `expected an integer, found "${text}"`);
  return Number(text);
}

function parseDecimal(field: string, text: string, fallback: number): number {
  if (text === '') return fallback;
  if (!DECIMAL.test(text)) throw new WfdbFormatError(field, `expected a number, found "${text}"`);
  return Number(text);
}

function parseRecordLine(line: string): Omit<WfdbHeader, 'signals' | 'comments'> {
  const [nameField = '', countField, frequencyField, samplesField] = line.split(/\s+/);
  if (nameField.includes('/'))
    throw new WfdbFormatError('recordName', 'multi-segment records are not supported');
  if (!/^[\w-]+$/.test(nameField))
    throw new WfdbFormatError('recordName', `"${nameField}" is not a record name`);
  const signalCount = parseInteger('signalCount', countField, 0);
  if (signalCount < 0) throw new WfdbFormatError('signalCount', `${signalCount} is negative`);
  // The frequency field may carry a counter frequency and base counter: "360/1000(0)".
  const frequencyText = frequencyField?.split('/')[0];
  const samplingFrequency =
    frequencyText === undefined
      ? DEFAULT_FREQUENCY
      : parseDecimal('samplingFrequency', frequencyText, DEFAULT_FREQUENCY);
  if (!(samplingFrequency > 0) || !Number.isFinite(samplingFrequency))
    throw new WfdbFormatError('samplingFrequency', `${frequencyText} is not a positive frequency`);
  const samplesPerSignal =
    samplesField === undefined ? undefined : parseInteger('samplesPerSignal', samplesField, 0);
  if (samplesPerSignal !== undefined && samplesPerSignal < 0)
    throw new WfdbFormatError('samplesPerSignal', `${samplesPerSignal} is negative`);
  return { recordName: nameField, signalCount, samplingFrequency, samplesPerSignal };
}

function parseFormatField(field: string, text: string | undefined) {
  // format[xsamp][:skew][+offset], e.g. "212", "16+24", "212:2".
  const match = text === undefined ? null : /^(\d+)(x\d+)?(:\d+)?(\+\d+)?$/.exec(text);
  if (!match) throw new WfdbFormatError(field, `expected a storage format, found "${text ?? ''}"`);
  const format = Number(match[1]);
  if (format !== 16 && format !== 212)
    throw new WfdbFormatError(field, `format ${format} is not supported (only 16 and 212)`);
  if (match[2] && match[2] !== 'x1')
    throw new WfdbFormatError(field, 'more than one sample per frame is not supported');
  return { format: format as WfdbStorageFormat, byteOffset: match[4] ? Number(match[4]) : 0 };
}

function parseGainField(field: string, text: string | undefined) {
  // gain[(baseline)][/units], e.g. "200", "200(1024)/mV".
  if (text === undefined) return { gain: DEFAULT_GAIN, baseline: undefined, units: 'mV' };
  const match = /^([^(/]*)(?:\(([^)]*)\))?(?:\/(.*))?$/.exec(text);
  if (!match) throw new WfdbFormatError(field, `expected gain(baseline)/units, found "${text}"`);
  const gain = parseDecimal(field, match[1] ?? '', DEFAULT_GAIN);
  const baseline =
    match[2] === undefined ? undefined : parseInteger(`${field}.baseline`, match[2], 0);
  return { gain: gain === 0 ? DEFAULT_GAIN : gain, baseline, units: match[3] || 'mV' };
}

function parseSignalLine(line: string, index: number): WfdbSignalSpec {
  const field = (name: string) => `signals[${index}].${name}`;
  const parts = line.split(/\s+/);
  const fileName = parts[0] ?? '';
  const { format, byteOffset } = parseFormatField(field('format'), parts[1]);
  const { gain, baseline, units } = parseGainField(field('gain'), parts[2]);
  const adcResolution = parseInteger(
    field('adcResolution'),
    parts[3],
    DEFAULT_ADC_RESOLUTION[format],
  );
  const adcZero = parseInteger(field('adcZero'), parts[4], 0);
  const initialValue = parseInteger(field('initialValue'), parts[5], adcZero);
  const checksum =
    parts[6] === undefined ? undefined : parseInteger(field('checksum'), parts[6], 0);
  const blockSize = parseInteger(field('blockSize'), parts[7], 0);
  return {
    fileName,
    format,
    byteOffset,
    gain,
    baseline: baseline ?? adcZero,
    units,
    adcResolution,
    adcZero,
    initialValue,
    checksum,
    blockSize,
    // The description is the rest of the line and may contain spaces.
    description: parts.slice(8).join(' '),
  };
}

/**
 * Parses the text of a WFDB `.hea` header of a single-segment record (WFDB "header(5)").
 * Accepts `#` comment lines, blank lines and CRLF or LF line endings; every malformed field is a
 * {@link WfdbFormatError} naming it.
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
  const record = parseRecordLine(recordLine);
  if (signalLines.length < record.signalCount) {
    throw new WfdbFormatError(
      'signalCount',
      `header announces ${record.signalCount} signals but has ${signalLines.length} signal lines`,
    );
  }
  const signals = signalLines.slice(0, record.signalCount).map(parseSignalLine);
  return { ...record, signals, comments };
}
