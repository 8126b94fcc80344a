import { describe, expect, it } from 'vitest';
import { INTAKE_NOW, validCovidAnswers } from './covidQuestionnaire.test-support';
import { completeCovidQuestionnaire, validateCovidQuestionnaire } from './covidQuestionnaireRules';
import { COVID_REQUIRED_FIELDS } from './covidQuestionnaireSchema';

const errorsOf = (answers: Parameters<typeof validateCovidQuestionnaire>[0]) =>
  Object.fromEntries(
    validateCovidQuestionnaire(answers, { now: INTAKE_NOW }).map(({ property, constraints }) => [
      property,
      constraints,
    ]),
  );

describe('validateCovidQuestionnaire', () => {
  it('accepts a complete questionnaire', () => {
    expect(validateCovidQuestionnaire(validCovidAnswers(), { now: INTAKE_NOW })).toEqual([]);
  });

  it('asks for the 17 required answers, blank ones included', () => {
    expect(COVID_REQUIRED_FIELDS).toHaveLength(17);
    const errors = errorsOf({ address: '  ', symptoms_last_days: [] });
    for (const field of COVID_REQUIRED_FIELDS) {
      expect(errors[`questionnaire.${field}`]).toEqual({ isRequired: 'Field is required' });
    }
    expect(Object.keys(errors)).toHaveLength(17);
  });

  it('asks for the answers the others make necessary', () => {
    const errors = errorsOf(
      validCovidAnswers({
        positive_result_date: null,
        recognition_time: 'recognition_time_72h',
        has_smartphone: 'no',
        patient_dependent: 'yes',
        post_exercise_measurements: 'yes',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'questionnaire.carer_name',
      'questionnaire.carer_phone',
      'questionnaire.exercise_test_definition',
      'questionnaire.phone_device_number',
      'questionnaire.positive_result_date',
    ]);
    const withoutRecognition = errorsOf(
      validCovidAnswers({ recognition_time: null, has_smartphone: null, patient_dependent: null }),
    );
    expect(Object.keys(withoutRecognition)).toEqual(['questionnaire.recognition_time']);
    const higherRisk = errorsOf(
      validCovidAnswers({ qualification: 'group_higher_risk', recognition_time: null }),
    );
    expect(Object.keys(higherRisk)).toEqual(['questionnaire.active_infection']);
  });

  it('holds answers to their options and bounds', () => {
    const errors = errorsOf(
      validCovidAnswers({
        weight: 4.9,
        height: 301,
        temperature: 36.65,
        mmrc: 'mmrc_9',
        symptoms_last_days: ['fever', 'hiccups'],
        comorbidities: 'hypertension',
        additional_person_phone: '1234',
        unknown_question: 'x',
      }),
    );
    expect(errors).toEqual({
      'questionnaire.weight': { outOfRange: 'Value must be between 5 and 500' },
      'questionnaire.height': { outOfRange: 'Value must be between 20 and 300' },
      'questionnaire.temperature': { stepMismatch: 'Value must be a multiple of 0.1' },
      'questionnaire.mmrc': { invalidValue: 'Invalid format' },
      'questionnaire.symptoms_last_days.1': { invalidValue: 'Invalid format' },
      'questionnaire.comorbidities': { invalidType: 'Invalid format' },
      'questionnaire.additional_person_phone': { minLength: 'min length 5' },
      'questionnaire.unknown_question': { invalidValue: 'Invalid format' },
    });
  });

  it('refuses dates after now, and first symptoms after the qualification', () => {
    expect(
      errorsOf(
        validCovidAnswers({
          qualification_date: '2026-11-20T12:01:00.000Z',
          positive_result_date: '2026-11-21T00:00:00.000Z',
        }),
      ),
    ).toEqual({
      'questionnaire.qualification_date': { dateInFuture: 'The date cannot be later than now' },
      'questionnaire.positive_result_date': { dateInFuture: 'The date cannot be later than now' },
    });
    expect(
      errorsOf(validCovidAnswers({ first_symptoms_date: '2026-11-20T09:00:00.000Z' })),
    ).toEqual({
      'questionnaire.first_symptoms_date': {
        firstSymptomsAfterQualification:
          'The first symptoms cannot be later than the qualification date',
      },
    });
  });

  it('asks for the after-rest values and judges them by the limits in force', () => {
    const lowSaturation = validCovidAnswers({ spo2: 93 });
    expect(Object.keys(errorsOf(lowSaturation))).toEqual([
      'questionnaire.spo2_after_rest',
      'questionnaire.respiration_rate_after_rest',
      'questionnaire.heart_rate_after_rest',
    ]);
    const afterRest = {
      spo2_after_rest: 88,
      respiration_rate_after_rest: 22,
      heart_rate_after_rest: 90,
    };
    expect(errorsOf({ ...lowSaturation, ...afterRest })).toEqual({
      'questionnaire.spo2_after_rest': {
        spo2AfterRestTooLow: 'SpO2 should be at least 90% to be accepted',
      },
      'questionnaire.params_after_rest_valid': {
        patientExcluded: 'The patient does not meet the limits after rest and cannot be enrolled',
      },
    });
    // The message catalogue's preset accepts SpO2 above 85, still only with Continue.
    expect(
      errorsOf({ ...lowSaturation, ...afterRest, vital_limits: 'message_catalogue@1' }),
    ).toEqual({
      'questionnaire.params_agreement': {
        pressContinue: 'Press continue to accept values out of range',
      },
    });
    expect(
      errorsOf({
        ...lowSaturation,
        ...afterRest,
        spo2_after_rest: 84,
        respiration_rate_after_rest: 4,
        vital_limits: 'message_catalogue@1',
      }),
    ).toMatchObject({
      'questionnaire.spo2_after_rest': {
        spo2AfterRestTooLow: 'SpO2 should be at least 86% to be accepted',
      },
      'questionnaire.respiration_rate_after_rest': {
        respirationRateAfterRestOutOfRange:
          'Respiration rate after rest should be between 5-30/minute',
      },
    });
  });
});

describe('completeCovidQuestionnaire', () => {
  it('computes the verdicts and the preset, whatever the client sent', () => {
    expect(
      completeCovidQuestionnaire(
        validCovidAnswers({ params_valid: false, params_after_rest_valid: true, carer_name: '' }),
      ),
    ).toEqual({
      ...validCovidAnswers(),
      vital_limits: 'intake_form@1',
      params_valid: true,
      params_after_rest_valid: null,
    });
    const continued = completeCovidQuestionnaire(
      validCovidAnswers({
        heart_rate: 125,
        spo2_after_rest: 96,
        respiration_rate_after_rest: 20,
        heart_rate_after_rest: 124,
        params_agreement: true,
      }),
    );
    expect(continued).toMatchObject({ params_valid: false, params_after_rest_valid: true });
    const excluded = completeCovidQuestionnaire({ ...continued, heart_rate_after_rest: 131 });
    expect(excluded).toMatchObject({ params_valid: false, params_after_rest_valid: false });
  });
});
