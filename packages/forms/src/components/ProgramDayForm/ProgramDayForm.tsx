import {
  ANSWER_BOUNDS,
  answerSchemaFor,
  fieldErrorMessages,
  toValidationErrors,
} from '@telemed/domain';
import type {
  AnswerKind,
  Question,
  RecordProgramDayBody,
  Step,
  ValidationError,
} from '@telemed/domain';
import {
  Alert,
  BodyMapPicker,
  Button,
  Form,
  NumberField,
  Radio,
  RadioGroup,
  Text,
} from '@telemed/ui';
import type { FormEvent } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { failureFeedback, failureText } from '../../validation/failureFeedback';
import * as styles from './ProgramDayForm.css';

/** Props of {@link ProgramDayForm}. */
export interface ProgramDayFormProps {
  /** The step of the day, whose series' questions are answered. */
  step: Step;
  /** Sends the answers; rejects with the server's errors. */
  onRecord: (body: RecordProgramDayBody) => Promise<unknown>;
  /** Skips the day. */
  onSkip: () => Promise<unknown>;
}

/** Every answered question: its series and the question. */
interface Asked {
  seriesId: string;
  question: Question;
}

/** The fields of an answer of a kind other than number and single choice, from its bounds. */
function fieldsOf(kind: AnswerKind): string[] {
  return Object.keys(ANSWER_BOUNDS)
    .filter((key) => key.startsWith(`${kind}.`))
    .map((key) => key.slice(kind.length + 1));
}

/** Readings a patient may leave out: any health parameter (one is enough), the PEF. */
const isOptional = (kind: AnswerKind, field: string) =>
  kind === 'healthParameters' || (kind === 'spirometry' && field === 'pef');

/** The form field name of an answer's value field, as the server names its errors. */
const fieldName = (index: number, field: string) => `answers.${index}.answer.value.${field}`;

/**
 * The messages of the day's errors: those found before sending, else the server's, by field and
 * for the whole form. react-aria's Form shows a new `validationErrors` object again on fields
 * already corrected, which would block the next submit: they keep their identity until the
 * errors change.
 */
function useDayErrors(clientErrors: ValidationError[], error: unknown, nameKey: string) {
  const { t } = useFormsTranslation();
  return useMemo(() => {
    const translate = (key: string, options: Record<string, unknown>) => t(key, options);
    const server = failureFeedback(
      error,
      [...nameKey.split('\n'), 'answers'],
      translate,
      (failure) => failureText(failure, translate),
    );
    return clientErrors.length > 0
      ? {
          fieldErrors: fieldErrorMessages({ validationErrors: clientErrors }, translate),
          formError: undefined,
        }
      : server;
  }, [clientErrors, error, nameKey, t]);
}

/** Props of {@link PainPositionField}. */
interface PainPositionFieldProps {
  values: Record<string, number>;
  /** The question's place among the day's answers. */
  index: number;
  errorMessage: string | undefined;
  onChange: (point: { x: number; y: number }) => void;
}

/** Where it hurts, as a point on the body outline (by pointer or arrow keys), x and y in 0–1. */
function PainPositionField({ values, index, errorMessage, onChange }: PainPositionFieldProps) {
  const { t } = useFormsTranslation();
  const x = values[fieldName(index, 'x')];
  const y = values[fieldName(index, 'y')];
  return (
    <BodyMapPicker
      label={t('painPositionAnswer.label')}
      value={x === undefined || y === undefined ? null : { x, y }}
      onChange={onChange}
      {...(errorMessage ? { errorMessage } : {})}
    />
  );
}

/**
 * The patient's answers to the questions of today's series, a field per value of each answer's
 * kind; the answers are checked by kind before they are sent (`answerSchemaFor`, as the server
 * checks them) and each error shows under its field. Recording makes the day done; skipping
 * makes it manually skipped.
 */
export function ProgramDayForm({ step, onRecord, onSkip }: ProgramDayFormProps) {
  const { t } = useFormsTranslation();
  const [values, setValues] = useState<Record<string, number>>({});
  // A number field commits its value on blur, in the same event as the submit its button starts:
  // the submit reads the values from here, which each change updates at once.
  const latest = useRef(values);
  const [clientErrors, setClientErrors] = useState<ValidationError[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);
  const asked: Asked[] = step.series.flatMap((series) =>
    series.questions.map((question) => ({ seriesId: series.id, question })),
  );
  const names = asked.flatMap(({ question }, index) =>
    question.kind === 'number'
      ? [fieldName(index, 'value')]
      : question.kind === 'singleChoice'
        ? [fieldName(index, 'option')]
        : fieldsOf(question.kind).map((field) => fieldName(index, field)),
  );
  const nameKey = names.join('\n');
  const { fieldErrors, formError } = useDayErrors(clientErrors, error, nameKey);

  const answersOf = (): RecordProgramDayBody['answers'] =>
    asked.map(({ seriesId, question }, index) => {
      const read = (field: string) => latest.current[fieldName(index, field)];
      const value =
        question.kind === 'number'
          ? { value: read('value') }
          : question.kind === 'singleChoice'
            ? { option: read('option') }
            : Object.fromEntries(
                fieldsOf(question.kind).map((field) => [
                  field,
                  read(field) ?? (isOptional(question.kind, field) ? null : undefined),
                ]),
              );
      return { seriesId, questionId: question.id, answer: { kind: question.kind, value } as never };
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answers = answersOf();
    const problems = answers.flatMap((given, index) => {
      const asking = asked[index];
      if (!asking) return [];
      const parsed = answerSchemaFor(asking.question).safeParse(given.answer);
      return parsed.success
        ? []
        : toValidationErrors(parsed.error, given.answer).map((problem) => ({
            ...problem,
            property: `answers.${index}.answer.${problem.property}`,
          }));
    });
    setClientErrors(problems);
    if (problems.length > 0) return;
    setPending(true);
    setError(null);
    try {
      await onRecord({ answers });
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  // An emptied number field reports NaN: the field is then left out of the answer.
  const set = (name: string) => (value: number) => {
    latest.current = Object.fromEntries(
      Object.entries({ ...latest.current, [name]: value }).filter(
        ([, kept]) => !Number.isNaN(kept),
      ),
    );
    setValues(latest.current);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} validationErrors={fieldErrors}>
      {formError && clientErrors.length === 0 && <Alert tone="error">{formError}</Alert>}
      {asked.length === 0 && <Text tone="secondary">{t('programDay.noQuestions')}</Text>}
      {asked.map(({ question }, index) => (
        <fieldset key={question.id} className={styles.question}>
          <legend>{question.prompt}</legend>
          {question.kind === 'singleChoice' ? (
            <RadioGroup
              name={fieldName(index, 'option')}
              label={t('programDay.choose')}
              value={values[fieldName(index, 'option')]?.toString() ?? null}
              onChange={(chosen) => set(fieldName(index, 'option'))(Number(chosen))}
            >
              {question.options.map((option, optionIndex) => (
                <Radio key={optionIndex} value={String(optionIndex)}>
                  {option}
                </Radio>
              ))}
            </RadioGroup>
          ) : question.kind === 'painPosition' ? (
            <PainPositionField
              values={values}
              index={index}
              errorMessage={
                fieldErrors[fieldName(index, 'x')] ?? fieldErrors[fieldName(index, 'y')]
              }
              onChange={({ x, y }) => {
                set(fieldName(index, 'x'))(x);
                set(fieldName(index, 'y'))(y);
              }}
            />
          ) : question.kind === 'number' ? (
            <NumberField
              name={fieldName(index, 'value')}
              label={question.unit ?? t('programDay.value')}
              value={values[fieldName(index, 'value')] ?? Number.NaN}
              onChange={set(fieldName(index, 'value'))}
            />
          ) : (
            fieldsOf(question.kind).map((field) => (
              <NumberField
                key={field}
                name={fieldName(index, field)}
                label={t(`programDay.fields.${question.kind}.${field}` as never)}
                value={values[fieldName(index, field)] ?? Number.NaN}
                onChange={set(fieldName(index, field))}
                formatOptions={{ maximumFractionDigits: 2 }}
              />
            ))
          )}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending}>
          {t('programDay.record')}
        </Button>
        <Button variant="secondary" isDisabled={isPending} onPress={() => void onSkip()}>
          {t('programDay.skip')}
        </Button>
      </div>
    </Form>
  );
}
