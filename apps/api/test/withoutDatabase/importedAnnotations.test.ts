import { describe, expect, it } from 'vitest';
import {
  MAX_IMPORTED_ANNOTATIONS,
  beatsOfAnnotations,
  eventOfAnnotationText,
  eventsOfAnnotations,
} from '../../src/services/importedAnnotations';

describe('eventOfAnnotationText', () => {
  it('keeps a type code of the spec and its note, as the EDF+ export writes them', () => {
    expect(eventOfAnnotationText('APNEA_OBSTRUCTIVE: during REM')).toEqual({
      type: 'APNEA_OBSTRUCTIVE',
      description: 'during REM',
    });
    expect(eventOfAnnotationText('DESATURATION')).toEqual({
      type: 'DESATURATION',
      description: null,
    });
    expect(eventOfAnnotationText('ATRIAL_FIBRILLATION_PATCH: confirmed')).toEqual({
      type: 'ATRIAL_FIBRILLATION_PATCH',
      description: 'confirmed',
    });
  });

  it('makes any other text a custom mark described by it', () => {
    expect(eventOfAnnotationText('  Lights off ')).toEqual({
      type: 'CUSTOM',
      description: 'Lights off',
    });
    expect(eventOfAnnotationText('NOT_A_TYPE: x')).toEqual({
      type: 'CUSTOM',
      description: 'NOT_A_TYPE: x',
    });
    expect(eventOfAnnotationText('Sleep stage W')).toEqual({
      type: 'CUSTOM',
      description: 'Sleep stage W',
    });
  });

  it('cuts a description to the longest an event keeps', () => {
    const { description } = eventOfAnnotationText(`CUSTOM: ${'x'.repeat(5000)}`);
    expect(description).toHaveLength(2000);
  });
});

describe('eventsOfAnnotations', () => {
  const recording = { examinationId: 'exam-1', startMs: Date.UTC(2026, 0, 1), durationSeconds: 60 };

  it('leaves out empty texts and annotations outside the recording', () => {
    const { events, leftOut } = eventsOfAnnotations(
      [
        { onset: -1, duration: null, text: 'before' },
        { onset: 5, duration: null, text: '   ' },
        { onset: 61, duration: null, text: 'after' },
        { onset: 60, duration: 10, text: 'at the end' },
      ],
      recording,
    );
    expect(leftOut).toBe(0);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      description: 'at the end',
      startDate: new Date(Date.UTC(2026, 0, 1, 0, 1)),
      endDate: new Date(Date.UTC(2026, 0, 1, 0, 1)),
    });
  });

  it('makes a WFDB beat label the event the Holter analysis makes of such a beat', () => {
    const { events } = eventsOfAnnotations(
      [
        { onset: 10, duration: null, text: 'N' },
        { onset: 12.5, duration: null, text: 'V' },
        { onset: 20, duration: null, text: 'A' },
        { onset: 30, duration: null, text: 'F' },
        { onset: 40, duration: null, text: '/' },
        { onset: 45, duration: null, text: '(AFIB' },
      ],
      recording,
    );
    const at = (seconds: number) => new Date(recording.startMs + seconds * 1000);
    expect(
      events.map(({ type, startDate, endDate, description }) => ({
        type,
        startDate,
        endDate,
        description,
      })),
    ).toEqual([
      { type: 'VENTRICULAR_ECTOPIC', startDate: at(12.44), endDate: at(12.56), description: null },
      {
        type: 'SUPRAVENTRICULAR_ECTOPIC',
        startDate: at(19.94),
        endDate: at(20.06),
        description: null,
      },
      { type: 'FUSION', startDate: at(29.94), endDate: at(30.06), description: null },
      { type: 'CUSTOM', startDate: at(45), endDate: at(45), description: '(AFIB' },
    ]);
  });

  it(`keeps the first ${MAX_IMPORTED_ANNOTATIONS} and counts the rest`, () => {
    const annotations = Array.from({ length: MAX_IMPORTED_ANNOTATIONS + 7 }, (_, index) => ({
      onset: (index % 60) as number,
      duration: null,
      text: 'Arousal',
    }));
    const { events, leftOut } = eventsOfAnnotations(annotations, recording);
    expect(events).toHaveLength(MAX_IMPORTED_ANNOTATIONS);
    expect(leftOut).toBe(7);
  });
});

describe('beatsOfAnnotations', () => {
  const everySecond = (seconds: number, text: (second: number) => string) =>
    Array.from({ length: seconds }, (_, second) => ({
      onset: second,
      duration: null,
      text: text(second),
    }));

  it('makes every WFDB beat label a beat of its AAMI class at its sample, in order', () => {
    const annotations = [
      ...everySecond(60, (second) => (second === 10 ? 'V' : second === 20 ? 'a' : 'L')),
      { onset: 5.5, duration: null, text: 'Lights off' },
      { onset: 61, duration: null, text: 'N' },
    ].reverse();
    const beats = beatsOfAnnotations(annotations, { durationSeconds: 60, samplingRate: 360 });
    expect(beats).toHaveLength(60);
    expect(beats?.[10]).toEqual({ sample: 3600, beatClass: 'V' });
    expect(beats?.[20]).toEqual({ sample: 7200, beatClass: 'S' });
    expect(beats?.[0]).toEqual({ sample: 0, beatClass: 'N' });
  });

  it('is no beat list when the labels do not cover the recording', () => {
    // Fewer than 20 a minute, or no normal beat among them.
    expect(
      beatsOfAnnotations(
        everySecond(19, () => 'N'),
        { durationSeconds: 60, samplingRate: 250 },
      ),
    ).toBeNull();
    expect(
      beatsOfAnnotations(
        everySecond(60, () => 'V'),
        { durationSeconds: 60, samplingRate: 250 },
      ),
    ).toBeNull();
    expect(
      beatsOfAnnotations(
        everySecond(20, () => 'N'),
        { durationSeconds: 60, samplingRate: 250 },
      ),
    ).toHaveLength(20);
  });
});
