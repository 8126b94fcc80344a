import { describe, expect, it } from 'vitest';
import {
  defaultViewerWindow,
  loadViewerWindow,
  saveViewerWindow,
  viewerWindowStorageKey,
} from './viewerPreference';

const HOUR = 3_600_000;
const night = { start: 0, end: 8 * HOUR };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('defaultViewerWindow', () => {
  const base = { polygraphy: false, examinationSpan: 24 * HOUR, hasEcg: false };

  it('opens a sleep study on the whole night', () => {
    expect(
      defaultViewerWindow({ ...base, type: 'sleep_apnea', polygraphy: true, recording: night }),
    ).toEqual({ display: 'signals', span: 8 * HOUR });
  });

  it('opens a 72 h Holter on a page of rows, a 24 h one at paper speed', () => {
    const recording = { start: 0, end: 24 * HOUR };
    const holter = { ...base, type: 'holter_ecg' as const, hasEcg: true, recording };
    expect(defaultViewerWindow({ ...holter, examinationSpan: 72 * HOUR })).toEqual({
      display: 'holter',
    });
    expect(defaultViewerWindow(holter)).toEqual({ display: 'signals' });
  });

  it('opens COVID monitoring of several days on one day', () => {
    const recording = { start: 0, end: 72 * HOUR };
    expect(defaultViewerWindow({ ...base, type: 'covid', recording })).toEqual({
      display: 'signals',
      span: 24 * HOUR,
    });
  });

  it('opens other recordings on five minutes', () => {
    expect(defaultViewerWindow({ ...base, type: 'edf_dataset', recording: night })).toEqual({
      display: 'signals',
      span: 5 * 60_000,
    });
  });
});

describe('the viewer window of a user', () => {
  it('is kept per user and examination type', () => {
    const storage = memoryStorage();
    saveViewerWindow(storage, 'u1', 'covid', { display: 'signals', span: HOUR });
    expect(loadViewerWindow(storage, 'u1', 'covid')).toEqual({ display: 'signals', span: HOUR });
    expect(loadViewerWindow(storage, 'u2', 'covid')).toBeUndefined();
    expect(loadViewerWindow(storage, 'u1', 'sleep_apnea')).toBeUndefined();
  });

  it('ignores what is not a window', () => {
    const storage = memoryStorage();
    storage.setItem(viewerWindowStorageKey('u1', 'covid'), '{"display":"list"}');
    expect(loadViewerWindow(storage, 'u1', 'covid')).toBeUndefined();
    storage.setItem(viewerWindowStorageKey('u1', 'covid'), 'not json');
    expect(loadViewerWindow(storage, 'u1', 'covid')).toBeUndefined();
    storage.setItem(viewerWindowStorageKey('u1', 'covid'), '{"display":"holter","span":-1}');
    expect(loadViewerWindow(storage, 'u1', 'covid')).toEqual({ display: 'holter' });
  });
});
