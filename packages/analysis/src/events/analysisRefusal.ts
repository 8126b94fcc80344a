/**
 * Why an analysis refused to run, with the spec's messages (clinical-domain §8). Apps translate
 * by `code`; `message` is the English text.
 */
export const ANALYSIS_REFUSAL_MESSAGES = {
  SIGNAL_QUALITY_TOO_LOW: 'Signal quality too low for analysis',
  NOT_ENOUGH_DATA: 'Not enough data from the recorder or pulse oximeter for analysis',
  SIGNAL_MISSING_OR_TOO_SHORT: 'No signal or event is too short',
  DATE_TAG_NOT_FOUND: 'Date tag {dayTimeTag} not found or incorrect',
} as const;

export type AnalysisRefusalCode = keyof typeof ANALYSIS_REFUSAL_MESSAGES;

/** Thrown by an analysis that cannot give a trustworthy answer on the data it was given. */
export class AnalysisRefusedError extends Error {
  override readonly name = 'AnalysisRefusedError';

  constructor(
    readonly code: AnalysisRefusalCode,
    /** Values of the message's placeholders, e.g. `{ dayTimeTag: '2026-11-21' }`. */
    readonly values: Readonly<Record<string, string>> = {},
  ) {
    super(
      ANALYSIS_REFUSAL_MESSAGES[code].replace(
        /\{(\w+)\}/g,
        (whole, name: string) => values[name] ?? whole,
      ),
    );
  }
}
