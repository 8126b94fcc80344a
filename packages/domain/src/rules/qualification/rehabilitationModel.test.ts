import { describe, expect, it } from 'vitest';
import { suggestedRehabilitationModel } from './rehabilitationModel';

describe('the suggested rehabilitation model', () => {
  it('follows the BODE quartiles: 0–4 at home, 5–6 hybrid, 7–10 on the ward', () => {
    const models = [0, 2, 3, 4, 5, 6, 7, 10].map(suggestedRehabilitationModel);
    expect(models).toEqual([
      'telerehabilitation',
      'telerehabilitation',
      'telerehabilitation',
      'telerehabilitation',
      'hybrid',
      'hybrid',
      'inpatient',
      'inpatient',
    ]);
  });

  it('suggests nothing without a score', () => {
    expect(suggestedRehabilitationModel(null)).toBeNull();
  });
});
