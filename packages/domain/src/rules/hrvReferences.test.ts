import { describe, expect, it } from 'vitest';
import { formatHrvReference, HRV_REFERENCES } from './hrvReferences';

describe('formatHrvReference', () => {
  it('writes mean ± SD and ranges in the language’s digits', () => {
    expect(formatHrvReference(HRV_REFERENCES.sdnn, 'en-GB')).toBe('141 ± 39');
    expect(formatHrvReference(HRV_REFERENCES.totalPower, 'de')).toBe('3.466 ± 1.018');
    expect(formatHrvReference(HRV_REFERENCES.lfHfRatio, 'en-GB')).toBe('1.5–2.0');
    expect(formatHrvReference(HRV_REFERENCES.lfHfRatio, 'pl')).toBe('1,5–2,0');
  });

  it('has no reference for a measure the Task Force gives none', () => {
    expect(formatHrvReference(HRV_REFERENCES.tinn, 'en-GB')).toBe('—');
  });
});
