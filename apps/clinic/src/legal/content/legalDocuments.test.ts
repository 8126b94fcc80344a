import { readFileSync } from 'node:fs';
import { LANGUAGES, legalDocumentLanguage } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { legalDocumentIds } from './legalDocumentIds';

const documentLanguages = LANGUAGES.map(legalDocumentLanguage);

function read(language: string, id: string): string {
  return readFileSync(new URL(`./${language}/${id}.md`, import.meta.url), 'utf8');
}

/** The numbered section headings (`## 3. ...`) of a Markdown document. */
function sectionNumbers(markdown: string): string[] {
  return [...markdown.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]!);
}

/** The document's outline: each section heading's number and its numbered points, in order. */
function outline(markdown: string): string[] {
  return [...markdown.matchAll(/^(## \d+\.|\d+\.) /gm)].map((match) => match[1]!);
}

describe('legal documents', () => {
  it('are written in every interface language', () => {
    expect(documentLanguages).toEqual(['en', 'pl', 'es', 'it', 'el', 'de']);
  });

  it.each(legalDocumentIds)('%s numbers its sections 1, 2, 3... without gaps', (id) => {
    const numbers = sectionNumbers(read('en', id));
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers).toEqual(numbers.map((_, index) => String(index + 1)));
  });

  describe.each(documentLanguages)('in %s', (language) => {
    it.each(legalDocumentIds)('%s opens with its title', (id) => {
      expect(read(language, id)).toMatch(/^# \S/);
    });

    it.each(legalDocumentIds)('%s has the sections and points of the English text', (id) => {
      expect(outline(read(language, id))).toEqual(outline(read('en', id)));
    });
  });
});
