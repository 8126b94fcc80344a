import { describe, expect, it } from 'vitest';
import { clearDependentAnswers } from './clearDependentAnswers';
import { validCovidAnswers } from './covidQuestionnaire.test-support';

const afterRest = {
  spo2: 92,
  spo2_after_rest: 93,
  respiration_rate_after_rest: 22,
  heart_rate_after_rest: 90,
  params_agreement: true,
};

describe('clearDependentAnswers', () => {
  it('clears recognition time and positive result date when qualification changes', () => {
    const previous = validCovidAnswers();
    const next = clearDependentAnswers(previous, {
      ...previous,
      qualification: 'group_higher_risk',
    });
    expect(next).not.toHaveProperty('recognition_time');
    expect(next).not.toHaveProperty('positive_result_date');
    // Only the user's change clears: the recognition's own dependents stay.
    expect(next).toHaveProperty('has_smartphone', 'yes');
  });

  it('clears the after-rest values, symptoms, comorbidities and the 72 h answers when recognition time changes', () => {
    const previous = validCovidAnswers({
      ...afterRest,
      has_smartphone: 'no',
      phone_device_number: 'P-1',
    });
    const next = clearDependentAnswers(previous, {
      ...previous,
      recognition_time: 'recognition_time_hospitalized',
    });
    for (const field of [
      'spo2_after_rest',
      'respiration_rate_after_rest',
      'heart_rate_after_rest',
      'params_agreement',
      'symptoms_last_days',
      'first_symptoms_date',
      'comorbidities',
      'has_smartphone',
      'phone_device_number',
      'patient_dependent',
    ]) {
      expect(next).not.toHaveProperty(field);
    }
    expect(next).toHaveProperty('spo2', 92);
  });

  it('clears the device phone when has_smartphone changes and the carer when patient_dependent changes', () => {
    const previous = validCovidAnswers({
      has_smartphone: 'no',
      phone_device_number: 'P-1',
      patient_dependent: 'yes',
      carer_name: 'Jan',
      carer_phone: '600700800',
    });
    expect(
      clearDependentAnswers(previous, { ...previous, has_smartphone: 'yes' }),
    ).not.toHaveProperty('phone_device_number');
    const independent = clearDependentAnswers(previous, { ...previous, patient_dependent: 'no' });
    expect(independent).not.toHaveProperty('carer_name');
    expect(independent).not.toHaveProperty('carer_phone');
  });

  it('takes back Continue when an after-rest value is edited, keeps it for other edits', () => {
    const previous = validCovidAnswers(afterRest);
    expect(
      clearDependentAnswers(previous, { ...previous, heart_rate_after_rest: 95 }),
    ).not.toHaveProperty('params_agreement');
    expect(clearDependentAnswers(previous, { ...previous, weight: 80 })).toHaveProperty(
      'params_agreement',
      true,
    );
  });

  it('keeps a dependent answer the same edit set', () => {
    const previous = validCovidAnswers({ has_smartphone: 'no', phone_device_number: 'P-1' });
    expect(
      clearDependentAnswers(previous, {
        ...previous,
        has_smartphone: 'no',
        phone_device_number: 'P-2',
      }),
    ).toHaveProperty('phone_device_number', 'P-2');
  });
});
