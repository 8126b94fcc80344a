import { describe, expect, it } from 'vitest';
import { channelRoleOfLabel } from './channelRoles';

describe('channelRoleOfLabel', () => {
  it('knows the spec’s names, PhysioNet’s leads and the usual recorder labels', () => {
    const roles = Object.fromEntries(
      [
        'ECG',
        'ECG II',
        'MLII',
        'V5',
        'Air flow',
        'Thorax',
        'SaO2',
        'HR',
        'Body position',
        'Temp',
      ].map((label) => [label, channelRoleOfLabel(label)]),
    );
    expect(roles).toEqual({
      ECG: 'ecg',
      'ECG II': 'ecg',
      MLII: 'ecg',
      V5: 'ecg',
      'Air flow': 'airflow',
      Thorax: 'chestVolume',
      SaO2: 'spo2',
      HR: 'pulse',
      'Body position': 'bodyPosition',
      Temp: 'temperature',
    });
  });

  it('names no role for what it does not know', () => {
    expect(channelRoleOfLabel('EEG Fp1')).toBeNull();
    expect(channelRoleOfLabel('V7')).toBeNull();
    expect(channelRoleOfLabel('')).toBeNull();
  });
});
