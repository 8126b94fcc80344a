import { describe, expect, it } from 'vitest';
import { formatReference, HRV_REFERENCES } from './hrvReferences';

describe('formatReference', () => {
  it('writes mean ± SD and ranges in the language’s digits', () => {
    expect(formatReference(HRV_REFERENCES.sdnn, 'en-GB')).toBe('141 ± 39');
    expect(formatReference(HRV_REFERENCES.totalPower, 'de')).toBe('3.466 ± 1.018');
    expect(formatReference(HRV_REFERENCES.lfHfRatio, 'en-GB')).toBe('1.5–2.0');
    expect(formatReference(HRV_REFERENCES.lfHfRatio, 'pl')).toBe('1,5–2,0');
  });

  it('has no reference for a measure the Task Force gives none', () => {
    expect(formatReference(HRV_REFERENCES.tinn, 'en-GB')).toBe('—');
  });
});
