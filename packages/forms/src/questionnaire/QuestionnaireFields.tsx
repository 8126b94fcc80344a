import type { IntroQuestionnaireSpec, QuestionSpec } from '@telemed/domain';
import { NumberField, Select, SelectItem, TextArea, TextField } from '@telemed/ui';
import { useFormsTranslation } from '../i18n/useFormsTranslation';
import * as layout from '../layout/formLayout.css';
import * as styles from './QuestionnaireFields.css';
import { QUESTIONNAIRE_PREFIX } from './fieldIssues';
import type { AnswerDraft, QuestionnaireDraft } from './questionnaireDraft';

/** Props of {@link QuestionnaireFields}. */
export interface QuestionnaireFieldsProps {
  spec: IntroQuestionnaireSpec;
  draft: QuestionnaireDraft;
  onChange: (name: string, answer: AnswerDraft) => void;
  /** The message of a field's problem (`questionnaire.<name>`), if it has one. */
  errorOf: (field: string) => string | undefined;
  /** Said in place of the fields when the spec has no questions. */
  emptyText: string;
}

interface QuestionFieldProps {
  question: QuestionSpec;
  value: AnswerDraft | undefined;
  onChange: (answer: AnswerDraft) => void;
  errorMessage: string | undefined;
}

/** One question: a number input with its unit and bounds, a choice, or a text. */
function QuestionField({ question, value, onChange, errorMessage }: QuestionFieldProps) {
  const { t } = useFormsTranslation();
  const common = {
    name: `${QUESTIONNAIRE_PREFIX}${question.name}`,
    // Questions the portal knows are translated; others read as the spec describes them.
    label: t(`questionnaire.questions.${question.name}`, { defaultValue: question.description }),
    isInvalid: errorMessage !== undefined,
    errorMessage,
  };
  const { min, max, options } = question.acceptedValues ?? {};
  if (question.valueType === 'int' || question.valueType === 'float') {
    return (
      <NumberField
        {...common}
        unit={
          question.unit === null
            ? undefined
            : t(`questionnaire.units.${question.unit}`, { defaultValue: question.unit })
        }
        description={
          min !== undefined && max !== undefined
            ? t('questionnaire.bounds', { min, max })
            : undefined
        }
        // No minValue/maxValue: react-aria would clamp an out-of-range number silently, while
        // the form must say what is wrong with it (platform-core §5).
        value={typeof value === 'number' ? value : Number.NaN}
        onChange={onChange}
      />
    );
  }
  if (question.valueType === 'enum') {
    const items = (options ?? []).map((option) => ({
      id: option,
      name: t(`questionnaire.options.${option}`, { defaultValue: option }),
    }));
    return (
      <Select
        {...common}
        items={items}
        selectedKey={typeof value === 'string' ? value : null}
        onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return question.type === 'textarea' ? (
    <TextArea {...common} rows={2} className={layout.fullRow} value={text} onChange={onChange} />
  ) : (
    <TextField {...common} value={text} onChange={onChange} />
  );
}

/**
 * A questionnaire rendered from its spec (platform-core §3), an examination's intro questionnaire
 * or a patient's: int and float questions as number inputs, enum questions as choices, text
 * questions as text inputs.
 */
export function QuestionnaireFields({
  spec,
  draft,
  onChange,
  errorOf,
  emptyText,
}: QuestionnaireFieldsProps) {
  if (spec.questions.length === 0) {
    return <p className={styles.hint}>{emptyText}</p>;
  }
  return (
    <div className={layout.fieldGrid}>
      {spec.questions.map((question) => (
        <QuestionField
          key={question.name}
          question={question}
          value={draft[question.name]}
          onChange={(answer) => onChange(question.name, answer)}
          errorMessage={errorOf(`${QUESTIONNAIRE_PREFIX}${question.name}`)}
        />
      ))}
    </div>
  );
}
