import {
  ALCOHOL_USE,
  COVID_COMORBIDITIES,
  COVID_SYMPTOMS,
  DISABILITY_DEGREES,
  HOUSEHOLD_TYPES,
  QUALIFICATION_CONSULTATIONS,
  QUALIFICATION_NUMBER_BOUNDS,
  REHABILITATION_MODELS,
  SMOKING_STATUSES,
  SPIROMETRY_SEXES,
  WORK_STATUSES,
} from '@telemed/domain';
import type { QualificationDetails, QualificationNumberField } from '@telemed/domain';
import {
  Checkbox,
  CheckboxGroup,
  NumberField,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@telemed/ui';
import type { ReactNode } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as layout from '../../layout/formLayout.css';
import type { QualificationFormStep } from '../../machines/qualificationForm/qualificationFormSteps';
import * as styles from './QualificationForm.css';

/** Props of {@link QualificationStepFields}. */
export interface QualificationStepFieldsProps {
  step: QualificationFormStep;
  draft: QualificationDetails;
  /** A field changed: its dotted property and its new value (null when emptied). */
  onChange: (property: string, value: unknown) => void;
  /** The message of a field's problem, if it has one. */
  errorOf: (property: string) => string | undefined;
  isDisabled?: boolean;
}

const MMRC_GRADES = ['0', '1', '2', '3', '4'] as const;

function valueAt(details: QualificationDetails, property: string): unknown {
  return property
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      details,
    );
}

/**
 * The fields of one step of the qualification form (clinical-domain §3), each bound to a
 * property of the recorded fields: texts, numbers with the bounds the schema accepts, choices,
 * and lists of choices. Symptoms, comorbidities and mMRC grades read as the COVID intake's.
 */
export function QualificationStepFields({
  step,
  draft,
  onChange,
  errorOf,
  isDisabled,
}: QualificationStepFieldsProps) {
  const { t } = useFormsTranslation();
  const common = (property: string, label: string) => {
    const errorMessage = errorOf(property);
    return { label, isInvalid: errorMessage !== undefined, errorMessage, isDisabled };
  };
  const text = (property: string, label: string, multiline = false) => {
    const value = valueAt(draft, property);
    const props = {
      ...common(property, label),
      value: typeof value === 'string' ? value : '',
      onChange: (next: string) => onChange(property, next === '' ? null : next),
    };
    return multiline ? (
      <TextArea {...props} rows={2} className={layout.fullRow} />
    ) : (
      <TextField {...props} />
    );
  };
  const number = (property: QualificationNumberField, label: string) => {
    const value = valueAt(draft, property);
    const { min, max } = QUALIFICATION_NUMBER_BOUNDS[property];
    return (
      <NumberField
        {...common(property, label)}
        description={t('qualification.bounds', { min, max })}
        // No minValue/maxValue: react-aria would clamp silently; the schema says what is wrong.
        value={typeof value === 'number' ? value : Number.NaN}
        onChange={(next) => onChange(property, Number.isNaN(next) ? null : next)}
      />
    );
  };
  const choice = (
    property: string,
    label: string,
    options: readonly string[],
    optionLabel: (option: string) => string,
    toValue: (key: string) => unknown = (key) => key,
  ) => {
    const value = valueAt(draft, property);
    return (
      <Select
        {...common(property, label)}
        items={options.map((id) => ({ id, name: optionLabel(id) }))}
        selectedKey={value === null || value === undefined ? null : String(value)}
        onSelectionChange={(key) => onChange(property, key === null ? null : toValue(String(key)))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    );
  };
  const choices = (
    property: string,
    label: string,
    options: readonly string[],
    optionLabel: (option: string) => string,
  ) => {
    const value = valueAt(draft, property);
    return (
      <CheckboxGroup
        {...common(property, label)}
        className={layout.fullRow}
        value={Array.isArray(value) ? (value as string[]) : []}
        onChange={(next) => onChange(property, next)}
      >
        {options.map((option) => (
          <Checkbox key={option} value={option}>
            {optionLabel(option)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  };
  const group = (legend: string, children: ReactNode) => (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={layout.fieldGrid}>{children}</div>
    </fieldset>
  );
  const field = (name: string) => t(`qualification.fields.${name}`);

  switch (step) {
    case 'patient':
      return group(
        t('qualification.sections.contacts'),
        <>
          {text('deviceId', field('deviceId'))}
          {text('spirometerId', field('spirometerId'))}
          <Checkbox
            isSelected={draft.phoneGiven}
            onChange={(selected) => onChange('phoneGiven', selected)}
            isDisabled={isDisabled}
          >
            {field('phoneGiven')}
          </Checkbox>
          {text('contactPerson', field('contactPerson'))}
          {text('contactPhone', field('contactPhone'))}
          {choice('work.status', field('workStatus'), WORK_STATUSES, (option) =>
            t(`qualification.options.work.${option}`),
          )}
          {text('work.occupation', field('occupation'))}
        </>,
      );
    case 'history':
      return (
        <>
          {group(
            t('qualification.sections.survey'),
            <>
              {choice('socialSurvey.alcohol', field('alcohol'), ALCOHOL_USE, (option) =>
                t(`qualification.options.alcohol.${option}`),
              )}
              {choice('socialSurvey.smoking', field('smoking'), SMOKING_STATUSES, (option) =>
                t(`qualification.options.smoking.${option}`),
              )}
              {text('socialSurvey.diet', field('diet'))}
              {choice(
                'socialSurvey.householdType',
                field('householdType'),
                HOUSEHOLD_TYPES,
                (option) => t(`qualification.options.household.${option}`),
              )}
              {number('socialSurvey.exerciseHoursPerDay', field('exerciseHoursPerDay'))}
              {text('socialSurvey.others', field('surveyOthers'))}
            </>,
          )}
          {group(
            t('qualification.steps.history'),
            <>
              {choices('comorbidities', field('comorbidities'), COVID_COMORBIDITIES, (option) =>
                t(`covidIntake.options.${option}`),
              )}
              {text('comorbiditiesOther', field('comorbiditiesOther'))}
              {choices('symptoms', field('symptoms'), COVID_SYMPTOMS, (option) =>
                t(`covidIntake.options.${option}`),
              )}
              {text('symptomsOther', field('symptomsOther'))}
              {text('medications', field('medications'), true)}
              {choice(
                'disabilityCertificate',
                field('disabilityCertificate'),
                DISABILITY_DEGREES,
                (option) => t(`qualification.options.disability.${option}`),
              )}
            </>,
          )}
        </>
      );
    case 'consultations':
      return group(
        t('qualification.steps.consultations'),
        <>
          <CheckboxGroup
            label={field('consultations')}
            className={layout.fullRow}
            isDisabled={isDisabled}
            value={QUALIFICATION_CONSULTATIONS.filter((name) => draft.consultations[name])}
            onChange={(held) =>
              onChange(
                'consultations',
                Object.fromEntries(
                  QUALIFICATION_CONSULTATIONS.map((name) => [name, held.includes(name)]),
                ),
              )
            }
          >
            {QUALIFICATION_CONSULTATIONS.map((name) => (
              <Checkbox key={name} value={name}>
                {t(`qualification.options.consultations.${name}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          {choice(
            'mmrc',
            field('mmrc'),
            MMRC_GRADES,
            (grade) => t(`covidIntake.options.mmrc_${grade}`),
            Number,
          )}
        </>,
      );
    case 'tests':
      return (
        <>
          {group(
            t('qualification.sections.measurements'),
            <>
              {choice('measurements.sex', field('sex'), SPIROMETRY_SEXES, (option) =>
                t(`qualification.options.sex.${option}`),
              )}
              {number('measurements.ageYears', field('ageYears'))}
              {number('measurements.heightCm', field('heightCm'))}
              {number('measurements.weightKg', field('weightKg'))}
              {number('measurements.restingHeartRate', field('restingHeartRate'))}
              {number('measurements.sixMinuteWalkMetres', field('sixMinuteWalkMetres'))}
            </>,
          )}
          {group(
            t('qualification.sections.spirometry'),
            <>
              {number('spirometry.fev1', field('fev1'))}
              {number('spirometry.fvc', field('fvc'))}
            </>,
          )}
          {group(
            t('qualification.sections.healthLimits'),
            <>
              {number('healthLimits.minHeartRate', field('minHeartRate'))}
              {number('healthLimits.maxHeartRate', field('maxHeartRate'))}
              {number('healthLimits.minSpo2', field('minSpo2'))}
              {number('healthLimits.inhaleSeconds', field('inhaleSeconds'))}
              {number('healthLimits.exhaleSeconds', field('exhaleSeconds'))}
              {number('healthLimits.forcedExhaleSeconds', field('forcedExhaleSeconds'))}
              {number('oxygenThreshold', field('oxygenThreshold'))}
            </>,
          )}
        </>
      );
    case 'model':
      return group(
        t('qualification.steps.model'),
        <>
          {choice('selectedModel', field('selectedModel'), REHABILITATION_MODELS, (option) =>
            t(`qualification.options.models.${option}`),
          )}
          <TextField
            {...common('nextQualificationDate', field('nextQualificationDate'))}
            placeholder={t('qualification.datePlaceholder')}
            value={draft.nextQualificationDate ?? ''}
            onChange={(next) => onChange('nextQualificationDate', next === '' ? null : next)}
          />
        </>,
      );
  }
}
