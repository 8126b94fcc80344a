import type { MemberQuestionnaireSpec } from '@telemed/domain';

/**
 * The questionnaire kept on a patient's record (GET teams/{teamId}/questionnairespec): history
 * and risk factors a clinic asks before remote monitoring. The mMRC dyspnoea scale runs 0-4
 * (clinical-domain §9; Bestall et al., Thorax 1999).
 */
export const MEMBER_QUESTIONNAIRE_SPEC: MemberQuestionnaireSpec = {
  questions: [
    {
      name: 'smoking',
      type: 'select',
      description: 'Smoking',
      unit: null,
      valueType: 'enum',
      acceptedValues: { options: ['never', 'former', 'current'] },
    },
    {
      name: 'packYears',
      type: 'input',
      description: 'Pack-years smoked',
      unit: 'pack-years',
      valueType: 'float',
      acceptedValues: { min: 0, max: 200 },
    },
    {
      name: 'hypertension',
      type: 'select',
      description: 'Arterial hypertension',
      unit: null,
      valueType: 'enum',
      acceptedValues: { options: ['yes', 'no', 'unknown'] },
    },
    {
      name: 'diabetes',
      type: 'select',
      description: 'Diabetes',
      unit: null,
      valueType: 'enum',
      acceptedValues: { options: ['none', 'type1', 'type2', 'other'] },
    },
    {
      name: 'heartDisease',
      type: 'textarea',
      description: 'Heart disease history',
      unit: null,
      valueType: 'text',
      acceptedValues: null,
    },
    {
      name: 'mmrc',
      type: 'select',
      description: 'Breathlessness (mMRC scale)',
      unit: null,
      valueType: 'int',
      acceptedValues: { min: 0, max: 4 },
    },
    {
      name: 'medications',
      type: 'textarea',
      description: 'Current medications',
      unit: null,
      valueType: 'text',
      acceptedValues: null,
    },
    {
      name: 'allergies',
      type: 'textarea',
      description: 'Allergies',
      unit: null,
      valueType: 'text',
      acceptedValues: null,
    },
  ],
};
