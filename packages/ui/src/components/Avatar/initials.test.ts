import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initials('Anna Maria Kowalska')).toBe('AK');
  });

  it('upper-cases one-word and non-Latin names', () => {
    expect(initials('łukasz')).toBe('Ł');
    expect(initials('  Γιώργος   Παπαδόπουλος ')).toBe('ΓΠ');
  });

  it('gives nothing for an empty name', () => {
    expect(initials('   ')).toBe('');
  });
});
