import { LANGUAGES } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { pdfFormat } from '../../src/reports/pdf/pdfFormat';
import { fill, plural, reportPdfStrings } from '../../src/reports/pdf/reportPdfStrings';

/** Every dotted key of nested strings, plural forms reduced to their base. */
function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('the PDF report’s strings', () => {
  it('has every string in every language', () => {
    const english = new Set(keysOf(reportPdfStrings('en-GB')));
    for (const language of LANGUAGES)
      expect(new Set(keysOf(reportPdfStrings(language))), language).toEqual(english);
  });

  it('picks each language’s plural form and fills the placeholders', () => {
    const strips = reportPdfStrings('pl').strips;
    expect(plural('pl', strips, 'first', 1)).toBe(fill(strips.first_one, { count: 1 }));
    expect(plural('pl', strips, 'first', 3)).toBe('Zapisy pierwszych 3 zdarzeń.');
    expect(plural('en-GB', reportPdfStrings('en-GB').strips, 'first', 2)).toBe(
      'The strips of the first 2 events.',
    );
    expect(fill('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('the PDF report’s figures', () => {
  it('writes dates in the requester’s local time and numbers in the language', () => {
    const format = pdfFormat('de', 60);
    expect(format.dateTime('2026-11-20T23:30:00.000Z')).toBe('21/11/2026 00:30');
    expect(format.instant('2026-11-20T23:30:05.000Z')).toBe('21/11/2026 00:30:05');
    expect(format.number(1234.56)).toBe('1.234,6');
    expect(format.number(null)).toBe('—');
    expect(format.seconds(3723.9)).toBe('01 h 02 min 03 s');
  });
});
