import { COVID_AFTER_REST_FIELDS, CovidQuestionnaireSchema } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { COVID_SECTIONS, shownCovidSections } from './covidIntakeLayout';

const shownFields = (answers: Parameters<typeof shownCovidSections>[0]) =>
  shownCovidSections(answers).flatMap((section) => section.fields.map((field) => field.name));

describe('the COVID questionnaire layout', () => {
  it('asks every answer of the schema but the computed ones, once', () => {
    const laidOut = COVID_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));
    const computed = [
      'params_agreement',
      'params_valid',
      'params_after_rest_valid',
      'vital_limits',
    ];
    const asked = Object.keys(CovidQuestionnaireSchema.shape).filter(
      (name) => !computed.includes(name),
    );
    expect([...laidOut].sort()).toEqual(asked.sort());
    expect(new Set(laidOut).size).toBe(laidOut.length);
  });

  it('shows a conditional field only when the rules ask for it', () => {
    const fresh = shownFields({});
    expect(fresh).not.toContain('recognition_time');
    expect(fresh).not.toContain('carer_name');
    expect(shownCovidSections({}).map((section) => section.id)).not.toContain('afterRest');
    const confirmed = shownFields({
      qualification: 'group_covid_confirmed',
      recognition_time: 'recognition_time_72h',
      patient_dependent: 'yes',
    });
    expect(confirmed).toEqual(
      expect.arrayContaining(['recognition_time', 'positive_result_date', 'carer_name']),
    );
    expect(confirmed).not.toContain('active_infection');
  });

  it('adds the after-rest section when the first vitals of a 72 h recognition call for it', () => {
    const shown = shownFields({ recognition_time: 'recognition_time_72h', spo2: 92 });
    expect(shown).toEqual(expect.arrayContaining([...COVID_AFTER_REST_FIELDS]));
  });
});
