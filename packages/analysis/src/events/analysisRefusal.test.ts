import { describe, expect, it } from 'vitest';
import { AnalysisRefusedError } from './analysisRefusal';

describe('AnalysisRefusedError', () => {
  it("carries the spec's message and its code", () => {
    const error = new AnalysisRefusedError('SIGNAL_QUALITY_TOO_LOW');
    expect(error.message).toBe('Signal quality too low for analysis');
    expect(error.code).toBe('SIGNAL_QUALITY_TOO_LOW');
  });

  it('fills the date tag into its message', () => {
    const error = new AnalysisRefusedError('DATE_TAG_NOT_FOUND', { dayTimeTag: 'night-2' });
    expect(error.message).toBe('Date tag night-2 not found or incorrect');
  });
});
