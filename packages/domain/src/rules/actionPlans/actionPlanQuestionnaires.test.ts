import { describe, expect, it } from 'vitest';
import {
  ACTION_PLAN_QUESTIONNAIRES,
  ACTION_PLAN_QUESTIONNAIRE_NAMES,
  actionPlanScore,
  catImpactLevel,
} from './actionPlanQuestionnaires';

describe('the action plan questionnaires', () => {
  it('lists every questionnaire of the catalogue once', () => {
    expect([...ACTION_PLAN_QUESTIONNAIRE_NAMES].sort()).toEqual(
      Object.keys(ACTION_PLAN_QUESTIONNAIRES).sort(),
    );
  });

  it('asks the CAT as eight items scored 0 to 5 (Jones 2009)', () => {
    const { questions, scoreRange } = ACTION_PLAN_QUESTIONNAIRES.cat;

    expect(questions).toHaveLength(8);
    expect(questions.every((question) => question.min === 0 && question.max === 5)).toBe(true);
    expect(scoreRange).toEqual({ min: 0, max: 40 });
  });

  it('asks the mMRC as one grade 0 to 4', () => {
    expect(ACTION_PLAN_QUESTIONNAIRES.mmrc.questions).toEqual([
      { name: 'grade', kind: 'scale', min: 0, max: 4 },
    ]);
  });
});

describe('actionPlanScore', () => {
  it('sums the CAT items', () => {
    const answers = {
      cough: 3,
      phlegm: 2,
      chestTightness: 1,
      breathlessness: 4,
      homeActivities: 3,
      confidenceLeavingHome: 2,
      sleep: 1,
      energy: 2,
    };

    expect(actionPlanScore('cat', answers)).toBe(18);
  });

  it('is the mMRC grade', () => {
    expect(actionPlanScore('mmrc', { grade: 3 })).toBe(3);
  });

  it('counts the Anthonisen criteria of the symptom diary, not its scales', () => {
    const answers = {
      breathlessness: 7,
      moreBreathless: true,
      moreSputum: false,
      purulentSputum: true,
      relieverPuffs: 6,
    };

    expect(actionPlanScore('symptomDiary', answers)).toBe(2);
  });
});

describe('catImpactLevel', () => {
  it.each([
    [0, 'low'],
    [9, 'low'],
    [10, 'medium'],
    [20, 'medium'],
    [21, 'high'],
    [30, 'high'],
    [31, 'veryHigh'],
    [40, 'veryHigh'],
  ] as const)('scores %i as %s impact', (score, level) => {
    expect(catImpactLevel(score)).toBe(level);
  });
});
