import { describe, expect, it } from 'vitest';
import type { ProgramAssignment } from '../../schemas/programs';
import type { Answer } from './answerKinds';
import { answerTrends } from './answerTrends';

const ids = {
  step: '00000000-0000-4000-8000-000000000001',
  series: '00000000-0000-4000-8000-000000000002',
  pressure: '00000000-0000-4000-8000-000000000003',
  weight: '00000000-0000-4000-8000-000000000004',
  choice: '00000000-0000-4000-8000-000000000005',
  readings: '00000000-0000-4000-8000-000000000006',
};

function day(date: string, answers: [string, Answer][]): ProgramAssignment['days'][number] {
  return {
    _id: date,
    date,
    stepId: ids.step,
    state: answers.length > 0 ? 'done' : 'missed',
    answers: answers.map(([questionId, answer]) => ({ seriesId: ids.series, questionId, answer })),
    changedAt: null,
  };
}

const assignment: ProgramAssignment = {
  _id: 'a',
  teamId: 't',
  memberId: 'm',
  programId: 'p',
  title: 'Cardiac rehabilitation',
  assignedOn: '2026-05-01',
  daysOffAllowed: 2,
  daysOffTaken: 0,
  createdAt: '2026-05-01T08:00:00.000Z',
  steps: [
    {
      id: ids.step,
      title: 'Walking',
      durationDays: 3,
      suggestedRestDays: 0,
      series: [
        {
          id: ids.series,
          title: 'Morning walk',
          description: null,
          videoUrl: null,
          questions: [
            { id: ids.pressure, prompt: 'Blood pressure', kind: 'pressure' },
            { id: ids.weight, prompt: 'Weight', kind: 'number', min: 30, max: 200, unit: 'kg' },
            {
              id: ids.choice,
              prompt: 'How do you feel?',
              kind: 'singleChoice',
              options: ['Well', 'Tired'],
            },
            { id: ids.readings, prompt: 'Readings', kind: 'healthParameters' },
          ],
        },
      ],
    },
  ],
  // Out of order on purpose: the trends read oldest first.
  days: [
    day('2026-05-04', [
      [ids.pressure, { kind: 'pressure', value: { systolic: 128, diastolic: 82 } }],
      [ids.weight, { kind: 'number', value: { value: 81.5 } }],
      [ids.choice, { kind: 'singleChoice', value: { option: 1 } }],
      [
        ids.readings,
        {
          kind: 'healthParameters',
          value: { heartRate: 72, spo2: null, temperature: null, respirationRate: null },
        },
      ],
    ]),
    day('2026-05-02', [
      [ids.pressure, { kind: 'pressure', value: { systolic: 142, diastolic: 90 } }],
      [ids.weight, { kind: 'number', value: { value: 82 } }],
    ]),
    day('2026-05-03', []),
  ],
};

describe('answerTrends', () => {
  it('gives each number of each answered question over the days, oldest first', () => {
    const trends = answerTrends(assignment);
    expect(trends.map((trend) => trend.id)).toEqual([
      `${ids.pressure}.systolic`,
      `${ids.pressure}.diastolic`,
      `${ids.weight}.value`,
      `${ids.readings}.heartRate`,
    ]);
    expect(trends[0]).toEqual({
      id: `${ids.pressure}.systolic`,
      questionId: ids.pressure,
      prompt: 'Blood pressure',
      kind: 'pressure',
      property: 'systolic',
      unit: null,
      points: [
        { date: '2026-05-02', value: 142 },
        { date: '2026-05-04', value: 128 },
      ],
    });
    expect(trends[2]).toMatchObject({ unit: 'kg', points: [{ value: 82 }, { value: 81.5 }] });
  });

  it('leaves out choices, readings never taken and programs nobody answered', () => {
    const trends = answerTrends(assignment);
    expect(trends.some((trend) => trend.questionId === ids.choice)).toBe(false);
    expect(trends.some((trend) => trend.property === 'spo2')).toBe(false);
    expect(answerTrends({ ...assignment, days: [] })).toEqual([]);
  });
});
