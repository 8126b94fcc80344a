import { describe, expect, it } from 'vitest';
import { legalDocumentIds, legalDocuments } from './index';

/** The numbered section headings (`## 3. ...`) of a Markdown document. */
function sectionNumbers(markdown: string): string[] {
  return [...markdown.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]!);
}

describe('legal documents', () => {
  it.each(legalDocumentIds)('%s opens with its title in both languages', (id) => {
    expect(legalDocuments.en[id]).toMatch(/^# \S/);
    expect(legalDocuments.pl[id]).toMatch(/^# \S/);
  });

  it.each(legalDocumentIds)('%s numbers its sections 1, 2, 3... without gaps', (id) => {
    const numbers = sectionNumbers(legalDocuments.en[id]);
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers).toEqual(numbers.map((_, index) => String(index + 1)));
  });

  it.each(legalDocumentIds)('%s has the same sections in Polish as in English', (id) => {
    expect(sectionNumbers(legalDocuments.pl[id])).toEqual(sectionNumbers(legalDocuments.en[id]));
  });
});
