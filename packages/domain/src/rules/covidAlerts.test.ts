import { describe, expect, it } from 'vitest';
import { compareCovidAlerts, isCovidAlertType } from './covidAlerts';

const alert = (
  _id: string,
  type: Parameters<typeof compareCovidAlerts>[0]['type'],
  startDate: string,
) => ({
  _id,
  type,
  startDate,
});

describe('COVID alerts', () => {
  it('orders by severity, then the newest first', () => {
    const alerts = [
      alert('a', 'HIGH_TEMPERATURE', '2026-01-02T10:00:00.000Z'),
      alert('b', 'LOW_SPO2', '2026-01-01T10:00:00.000Z'),
      alert('c', 'HIGH_HEART_RATE', '2026-01-03T10:00:00.000Z'),
      alert('d', 'LOW_SPO2', '2026-01-02T10:00:00.000Z'),
      alert('e', 'FREQUENT_BREATHING', '2026-01-01T09:00:00.000Z'),
    ];
    expect(alerts.sort(compareCovidAlerts).map((each) => each._id)).toEqual([
      'd',
      'b',
      'e',
      'c',
      'a',
    ]);
  });

  it('tells alerts from samples, coughs and user events', () => {
    expect(isCovidAlertType('LOW_SPO2')).toBe(true);
    expect(isCovidAlertType('COUGH')).toBe(false);
    expect(isCovidAlertType('SAMPLE_15_MINUTES')).toBe(false);
  });
});
