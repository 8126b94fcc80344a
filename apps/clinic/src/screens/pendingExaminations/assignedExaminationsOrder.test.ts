import type { Examination, ExaminationStatus, ExaminationType } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { assignedExaminationsPage, sortAssignedExaminations } from './assignedExaminationsOrder';

function examination(
  id: string,
  fields: {
    status: ExaminationStatus;
    type: ExaminationType;
    patient: string;
    start: string;
    hours: number;
    events: number | null;
  },
): Examination {
  return {
    _id: id,
    status: fields.status,
    type: fields.type,
    patientFullName: fields.patient,
    startDate: fields.start,
    duration: fields.hours * 3_600_000,
    eventCount: fields.events,
  } as Examination;
}

const holter = examination('a', {
  status: 'DESCRIBED',
  type: 'holter_ecg',
  patient: 'Zofia Lewandowska',
  start: '2026-11-19T08:00:00.000Z',
  hours: 24,
  events: 12,
});
const sleep = examination('b', {
  status: 'DEFAULT',
  type: 'sleep_apnea',
  patient: 'Álvaro Gómez',
  start: '2026-11-17T22:00:00.000Z',
  hours: 8,
  events: 140,
});
const hrv = examination('c', {
  status: 'FOR_DESCRIPTION',
  type: 'hrv',
  patient: 'Klaus Becker',
  start: '2026-11-20T09:00:00.000Z',
  hours: 1,
  events: 0,
});
const ids = (list: Examination[]) => list.map((item) => item._id);

describe('assigned examinations order', () => {
  it('sorts counts not known yet last, whichever way', () => {
    const uncounted = examination('d', {
      status: 'DEFAULT',
      type: 'holter_ecg',
      patient: 'Ewa Nowak',
      start: '2026-11-18T08:00:00.000Z',
      hours: 24,
      events: null,
    });
    const sorted = (direction: 'ascending' | 'descending') =>
      ids(
        sortAssignedExaminations([uncounted, holter, sleep, hrv], { column: 'events', direction }),
      );
    expect(sorted('ascending')).toEqual(['c', 'a', 'b', 'd']);
    expect(sorted('descending')).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts by start date, oldest first or last', () => {
    expect(
      ids(
        sortAssignedExaminations([holter, sleep, hrv], {
          column: 'startDate',
          direction: 'ascending',
        }),
      ),
    ).toEqual(['b', 'a', 'c']);
    expect(
      ids(
        sortAssignedExaminations([holter, sleep, hrv], {
          column: 'startDate',
          direction: 'descending',
        }),
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('sorts patients alphabetically, accents read as their letters', () => {
    expect(
      ids(
        sortAssignedExaminations([holter, sleep, hrv], {
          column: 'patient',
          direction: 'ascending',
        }),
      ),
    ).toEqual(['b', 'c', 'a']);
  });

  it('sorts statuses in board order with DEFAULT shown as FOR_DESCRIPTION, ties by start', () => {
    expect(
      ids(
        sortAssignedExaminations([holter, hrv, sleep], {
          column: 'status',
          direction: 'ascending',
        }),
      ),
    ).toEqual(['b', 'c', 'a']);
  });

  it('sorts types by the name shown', () => {
    const names: Record<string, string> = {
      holter_ecg: 'Holter EKG',
      sleep_apnea: 'Bezdech senny',
      hrv: 'HRV',
    };
    expect(
      ids(
        sortAssignedExaminations(
          [holter, sleep, hrv],
          { column: 'examination', direction: 'ascending' },
          (item) => names[item.type] ?? item.type,
        ),
      ),
    ).toEqual(['b', 'a', 'c']);
  });

  it('sorts durations and event counts numerically', () => {
    expect(
      ids(
        sortAssignedExaminations([holter, sleep, hrv], {
          column: 'duration',
          direction: 'descending',
        }),
      ),
    ).toEqual(['a', 'b', 'c']);
    expect(
      ids(
        sortAssignedExaminations([holter, sleep, hrv], {
          column: 'events',
          direction: 'ascending',
        }),
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('pages by ten and keeps a page past the end on the last page', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(assignedExaminationsPage(items, 1)).toEqual(items.slice(0, 10));
    expect(assignedExaminationsPage(items, 3)).toEqual([20, 21, 22]);
    expect(assignedExaminationsPage(items, 9)).toEqual([20, 21, 22]);
    expect(assignedExaminationsPage([], 1)).toEqual([]);
  });
});
