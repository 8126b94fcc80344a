import { describe, expect, it } from 'vitest';
import { ProgramDetailsSchema } from './programs';
import { RichTextSchema } from './richText';
import { toValidationErrors } from './zodValidationErrors';

const stepId = '0b6c6f3e-1d2a-4b3c-9d4e-5f6a7b8c9d0e';
const seriesId = '1c7d7a4f-2e3b-4c4d-8e5f-6a7b8c9d0e1f';

function errorsOf(body: unknown) {
  const parsed = ProgramDetailsSchema.safeParse(body);
  return parsed.success ? [] : toValidationErrors(parsed.error, body);
}

describe('ProgramDetailsSchema', () => {
  it('wants a title of at least 6 characters (clinical-domain §5)', () => {
    expect(errorsOf({ title: 'Walk' })).toEqual([
      { property: 'title', constraints: { minLength: 'min length 6' } },
    ]);
    expect(errorsOf({ title: 'Walking' })).toEqual([]);
  });

  it('wants web addresses for the video and thumbnail', () => {
    expect(
      errorsOf({
        title: 'Walking',
        introVideoUrl: 'javascript:alert(1)',
        thumbnailUrl: 'not a url',
      }),
    ).toEqual([
      { property: 'introVideoUrl', constraints: { invalidUrl: 'Valid URL required' } },
      { property: 'thumbnailUrl', constraints: { invalidUrl: 'Valid URL required' } },
    ]);
    expect(errorsOf({ title: 'Walking', introVideoUrl: 'https://video.example.org/a' })).toEqual(
      [],
    );
  });

  it('refuses the same id twice among steps, series and questions', () => {
    const series = { id: seriesId, title: 'Squats' };
    expect(
      errorsOf({
        title: 'Walking',
        steps: [{ id: stepId, title: 'Week 1', durationDays: 7, series: [series, series] }],
      }),
    ).toEqual([{ property: 'steps', constraints: { invalidValue: 'Invalid format' } }]);
  });

  it('keeps a step at least one day long', () => {
    expect(
      errorsOf({ title: 'Walking', steps: [{ id: stepId, title: 'Week 1', durationDays: 0 }] }),
    ).toEqual([
      {
        property: 'steps.0.durationDays',
        constraints: { outOfRange: 'Value must be between 1 and 365' },
      },
    ]);
  });
});

describe('RichTextSchema', () => {
  it('refuses markup-like keys and script links, so nothing but text and marks is kept', () => {
    expect(
      RichTextSchema.safeParse([{ type: 'paragraph', runs: [{ text: 'a', html: '<b>' }] }]).success,
    ).toBe(false);
    expect(
      RichTextSchema.safeParse([
        { type: 'paragraph', runs: [{ text: 'a', href: 'javascript:alert(1)' }] },
      ]).success,
    ).toBe(false);
    expect(RichTextSchema.safeParse([{ type: 'script', runs: [] }]).success).toBe(false);
  });

  it('keeps tags as plain text, drops empty blocks and joins runs that look alike', () => {
    expect(
      RichTextSchema.parse([
        { type: 'paragraph', runs: [{ text: '<img src=x onerror=alert(1)>' }, { text: ' ok' }] },
        { type: 'paragraph', runs: [{ text: '  ' }] },
        { type: 'bulletItem', runs: [{ text: 'Site', href: 'https://example.org' }, { text: '' }] },
      ]),
    ).toEqual([
      {
        type: 'paragraph',
        runs: [{ text: '<img src=x onerror=alert(1)> ok', bold: false, italic: false, href: null }],
      },
      {
        type: 'bulletItem',
        runs: [{ text: 'Site', bold: false, italic: false, href: 'https://example.org' }],
      },
    ]);
  });
});
