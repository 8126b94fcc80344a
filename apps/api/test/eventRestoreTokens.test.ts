import { describe, expect, it } from 'vitest';
import type { ExaminationEventRow } from '../src/db/schema';
import { EVENT_RESTORE_VALIDITY_MS, EventRestoreTokens } from '../src/services/eventRestoreTokens';

const row: ExaminationEventRow = {
  id: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  examinationId: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  type: 'DESATURATION',
  startDate: new Date('2026-11-20T01:00:00.000Z'),
  endDate: new Date('2026-11-20T01:00:30.000Z'),
  description: 'SpO2 88 %',
  origin: 'analysis',
  signal: 'ch2',
  showInReport: true,
  createdAt: new Date('2026-11-20T08:00:00.000Z'),
  updatedAt: new Date('2026-11-20T08:00:00.000Z'),
};

describe('event restore tokens', () => {
  it('bring the event back as it was, for a day', () => {
    let now = Date.parse('2026-11-28T08:00:00.000Z');
    const tokens = new EventRestoreTokens('secret', () => now);
    const token = tokens.issue(row);
    expect(tokens.read(token, row.examinationId)).toEqual({
      id: row.id,
      examinationId: row.examinationId,
      type: row.type,
      startDate: row.startDate,
      endDate: row.endDate,
      description: row.description,
      origin: 'analysis',
      signal: 'ch2',
      showInReport: true,
    });
    now += EVENT_RESTORE_VALIDITY_MS + 1;
    expect(() => tokens.read(token, row.examinationId)).toThrow();
  });

  it('are refused when signed with another secret or cut short', () => {
    const token = new EventRestoreTokens('secret').issue(row);
    expect(() => new EventRestoreTokens('another').read(token, row.examinationId)).toThrow();
    expect(() =>
      new EventRestoreTokens('secret').read(token.slice(0, -2), row.examinationId),
    ).toThrow();
    expect(() => new EventRestoreTokens('secret').read(`${token}.x`, row.examinationId)).toThrow();
  });
});
