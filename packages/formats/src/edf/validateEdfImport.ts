import { channelRoleOfLabel } from './channelRoles';
import type { ChannelRole } from './channelRoles';
import type { EdfSignalHeader } from './readSignalHeaders';

/** Our signal types for the channels an imported EDF may hold (clinical-domain spec §5). */
export type EdfImportSignalType = 'ecg' | 'airflow' | 'spo2' | 'chestVolume' | 'pulse';

export type EdfImportProblemCode =
  'mixed-sampling-rates' | 'no-ecg-signal' | 'several-ecg-signals' | 'unexpected-channel';

export interface EdfImportProblem {
  code: EdfImportProblemCode;
  /** Errors stop the import; warnings are shown and the channel is left out. */
  severity: 'error' | 'warning';
  /** English text built from the spec's message catalogue (§5, §8). */
  message: string;
  /** Indexes of the signals concerned. */
  signals: number[];
}

export interface EdfImportChannel {
  index: number;
  label: string;
  signalType: EdfImportSignalType;
  sampleRate: number;
}

export interface EdfImportValidation {
  ok: boolean;
  channels: EdfImportChannel[];
  problems: EdfImportProblem[];
}

/** The spec's failure message (clinical-domain §8). */
export const EDF_IMPORT_FAILED = 'Failed to import EDF file';

/** The roles an imported EDF's channels may have (clinical-domain §5): the others are left out. */
const IMPORTED_ROLES: readonly ChannelRole[] = [
  'ecg',
  'airflow',
  'spo2',
  'chestVolume',
  'pulse',
] satisfies readonly EdfImportSignalType[];

const isImportedRole = (role: ChannelRole | null): role is EdfImportSignalType =>
  role !== null && IMPORTED_ROLES.includes(role);

/**
 * Maps a channel label to our signal type, or `null` when the spec does not expect it: the
 * spec's names and their usual spellings (an MIT-BIH `MLII` lead is an ECG).
 */
export function signalTypeOfLabel(label: string): EdfImportSignalType | null {
  const role = channelRoleOfLabel(label);
  return isImportedRole(role) ? role : null;
}

/**
 * Applies the spec's EDF import rules (clinical-domain §5) to a read header: every signal shares
 * one sampling rate, exactly one is ECG, and channels carry the expected names. Annotation
 * signals are not channels and are ignored.
 * @example
 * const { ok, problems } = validateEdfImport((await openEdf(source)).header.signals);
 */
export function validateEdfImport(signals: readonly EdfSignalHeader[]): EdfImportValidation {
  const ordinary = signals.filter((signal) => !signal.isAnnotations);
  const problems: EdfImportProblem[] = [];
  const channels: EdfImportChannel[] = [];
  for (const signal of ordinary) {
    const signalType = signalTypeOfLabel(signal.label);
    if (signalType) {
      channels.push({
        index: signal.index,
        label: signal.label,
        signalType,
        sampleRate: signal.sampleRate,
      });
    } else {
      problems.push({
        code: 'unexpected-channel',
        severity: 'warning',
        message: `Channel "${signal.label}" is not one of the expected channels: ECG, Air flow, SpO2, Chest volume, Pulse`,
        signals: [signal.index],
      });
    }
  }
  const rates = new Set(ordinary.map((signal) => signal.sampleRate));
  if (rates.size > 1) {
    problems.push({
      code: 'mixed-sampling-rates',
      severity: 'error',
      message: `${EDF_IMPORT_FAILED}: all signals must share the same sampling rate (found ${[...rates].join(', ')} Hz)`,
      signals: ordinary.map((signal) => signal.index),
    });
  }
  const ecg = channels.filter((channel) => channel.signalType === 'ecg');
  if (ecg.length !== 1) {
    problems.push({
      code: ecg.length === 0 ? 'no-ecg-signal' : 'several-ecg-signals',
      severity: 'error',
      message: `${EDF_IMPORT_FAILED}: the file must contain exactly one ECG signal, otherwise contact support (found ${ecg.length})`,
      signals: ecg.map((channel) => channel.index),
    });
  }
  return { ok: problems.every((problem) => problem.severity !== 'error'), channels, problems };
}
