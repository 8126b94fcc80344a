import type { Question } from '@telemed/domain';
import { Button, NumberField, TextField } from '@telemed/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './ProgramEditor.css';

/** Props of {@link QuestionEditor}. */
export interface QuestionEditorProps {
  question: Question;
  /** Its place in the series, from 1. */
  number: number;
  onChange: (question: Question) => void;
  onRemove: () => void;
  /** The message of an issue by the question's own property (`prompt`, `max`, `options.1`). */
  errorOf: (property: string) => string | undefined;
  isDisabled?: boolean;
}

/**
 * One question of a series: its prompt and what its answer kind needs — a number's bounds and
 * unit, a single choice's options; the other kinds are checked against their own bounds.
 */
export function QuestionEditor({
  question,
  number,
  onChange,
  onRemove,
  errorOf,
  isDisabled = false,
}: QuestionEditorProps) {
  const { t } = useFormsTranslation();
  return (
    <li className={styles.item} aria-label={t('programEditor.question', { number })}>
      <div className={styles.itemHeader}>
        <strong className={styles.itemTitle}>
          {t('programEditor.question', { number })} · {t(`programEditor.kinds.${question.kind}`)}
        </strong>
        <Button variant="secondary" isDisabled={isDisabled} onPress={onRemove}>
          {t('programEditor.removeQuestion', { number })}
        </Button>
      </div>
      <TextField
        label={t('programEditor.prompt')}
        value={question.prompt}
        isDisabled={isDisabled}
        isInvalid={errorOf('prompt') !== undefined}
        errorMessage={errorOf('prompt')}
        onChange={(prompt) => onChange({ ...question, prompt })}
      />
      {question.kind === 'number' && (
        <div className={styles.fieldRow}>
          <NumberField
            label={t('programEditor.min')}
            value={question.min}
            isDisabled={isDisabled}
            isInvalid={errorOf('min') !== undefined}
            errorMessage={errorOf('min')}
            onChange={(min) => onChange({ ...question, min })}
          />
          <NumberField
            label={t('programEditor.max')}
            value={question.max}
            isDisabled={isDisabled}
            isInvalid={errorOf('max') !== undefined}
            errorMessage={errorOf('max')}
            onChange={(max) => onChange({ ...question, max })}
          />
          <TextField
            label={t('programEditor.unit')}
            value={question.unit ?? ''}
            isDisabled={isDisabled}
            onChange={(unit) => onChange({ ...question, unit: unit.trim() === '' ? null : unit })}
          />
        </div>
      )}
      {question.kind === 'singleChoice' && (
        <>
          {question.options.map((option, index) => (
            <div key={index} className={styles.fieldRow}>
              <TextField
                label={t('programEditor.option', { number: index + 1 })}
                value={option}
                isDisabled={isDisabled}
                isInvalid={errorOf(`options.${index}`) !== undefined}
                errorMessage={errorOf(`options.${index}`)}
                onChange={(text) =>
                  onChange({
                    ...question,
                    options: question.options.map((each, at) => (at === index ? text : each)),
                  })
                }
              />
              <Button
                variant="secondary"
                isDisabled={isDisabled || question.options.length <= 2}
                onPress={() =>
                  onChange({
                    ...question,
                    options: question.options.filter((_, at) => at !== index),
                  })
                }
              >
                {t('programEditor.removeOption', { number: index + 1 })}
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              isDisabled={isDisabled}
              onPress={() => onChange({ ...question, options: [...question.options, ''] })}
            >
              {t('programEditor.addOption')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
