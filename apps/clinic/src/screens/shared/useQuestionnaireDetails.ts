import type { QuestionSpec, QuestionnaireAnswers } from '@telemed/domain';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { useTranslation } from 'react-i18next';
import type { Detail } from '../../shell/DetailList';

/**
 * A questionnaire's answers as the rows of a {@link DetailList}: each question in the user's
 * language (the questionnaires' names, then the COVID intake's) with its answer — a choice by its translated name, a number in the locale's format
 * with its unit, a date and time as the locale writes them — and null for a question not
 * answered (the list leaves it out).
 */
export function useQuestionnaireDetails(
  questions: readonly QuestionSpec[],
  answers: QuestionnaireAnswers,
): Detail[] {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const answerText = (question: QuestionSpec): string | null => {
    const answer = answers[question.name];
    if (answer === null || answer === undefined || answer === '') return null;
    if (question.valueType === 'enum') {
      return t(
        [`questionnaire.options.${String(answer)}`, `covidIntake.options.${String(answer)}`],
        {
          ns: FORMS_NAMESPACE,
          defaultValue: String(answer),
        },
      );
    }
    if (question.type === 'datetime' && !Number.isNaN(Date.parse(String(answer)))) {
      return dates.format(new Date(String(answer)));
    }
    const value = typeof answer === 'number' ? numbers.format(answer) : String(answer);
    const unit = question.unit
      ? ` ${t(`questionnaire.units.${question.unit}`, {
          ns: FORMS_NAMESPACE,
          defaultValue: question.unit,
        })}`
      : '';
    return `${value}${unit}`;
  };
  return questions.map((question) => [
    t([`questionnaire.questions.${question.name}`, `covidIntake.fields.${question.name}`], {
      ns: FORMS_NAMESPACE,
      defaultValue: question.description,
    }),
    answerText(question),
  ]);
}
