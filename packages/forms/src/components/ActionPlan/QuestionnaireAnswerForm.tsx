import {
  ACTION_PLAN_QUESTIONNAIRES,
  DOMAIN_NAMESPACE,
  SUCCESS_MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from '@telemed/domain';
import type { ActionAnswersResult, ActionPlanItem, ActionPlanQuestion } from '@telemed/domain';
import { Alert, Button, NumberField, Radio, RadioGroup, Text } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useMemo } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { questionnaireAnswerActors } from '../../machines/actionPlan/actionPlanServices';
import type { ActionPlanServices } from '../../machines/actionPlan/actionPlanServices';
import { questionnaireAnswerMachine } from '../../machines/actionPlan/questionnaireAnswerMachine';
import type { AnswerDraftValue } from '../../machines/actionPlan/questionnaireAnswerMachine';
import * as styles from './ActionPlan.css';
import { ActionStatusBadge } from './ActionStatusBadge';

/** Props of {@link QuestionnaireAnswerForm}. */
export interface QuestionnaireAnswerFormProps {
  teamId: string;
  /** The patient's action, with the answers already given if any. */
  action: ActionPlanItem;
  /** The calls it makes (`actionPlanApiServices(client)` in the app). */
  services: Pick<ActionPlanServices, 'saveAnswers'>;
  /** The answers were saved: lists showing the action may reload. */
  onSaved?: (result: ActionAnswersResult) => void;
}

/** Scales this long or shorter are answered with a radio per point; longer ones by number. */
const LONGEST_RADIO_SCALE = 11;

/**
 * The patient answers an action's questionnaire (`questionnaireAnswerMachine`): a radio per point
 * of a short scale (the mMRC's grades as their statements), a number for a long one, yes / no.
 * The answers are checked before they are sent, as the server checks them.
 */
export function QuestionnaireAnswerForm({
  teamId,
  action,
  services,
  onSaved,
}: QuestionnaireAnswerFormProps) {
  const { t } = useFormsTranslation();
  const headingId = useId();
  const machine = useMemo(
    () =>
      questionnaireAnswerMachine.provide({
        actors: questionnaireAnswerActors(services),
      }),
    [services],
  );
  const actor = useActorRef(machine, { input: { teamId, action } });
  const snapshot = useSelector(actor, (state) => state);
  const announceSaved = useEffectEvent((result: ActionAnswersResult) => onSaved?.(result));
  useEffect(() => {
    const subscription = actor.on('answers.saved', (event) => announceSaved(event.result));
    return () => subscription.unsubscribe();
  }, [actor]);

  const { answers, issues, failure, status } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const isAnswered = snapshot.matches('answered');
  const domain = (key: string, values: Record<string, unknown> = {}) =>
    t(key, { ns: DOMAIN_NAMESPACE, ...values });
  const errorOf = (name: string) => {
    const issue = issues[name];
    return issue ? domain(VALIDATION_MESSAGE_KEYS[issue.constraint], issue.values) : undefined;
  };
  const change = (question: string, value: AnswerDraftValue) =>
    actor.send({ type: 'answer.change', question, value });
  const field = (question: ActionPlanQuestion) => {
    const label = domain(`actionPlans.questions.${action.questionnaire}.${question.name}`);
    const value = answers[question.name] ?? null;
    const common = {
      label,
      isInvalid: errorOf(question.name) !== undefined,
      errorMessage: errorOf(question.name),
      isDisabled: busy || isAnswered,
    };
    if (question.kind === 'yesNo') {
      return (
        <RadioGroup
          key={question.name}
          {...common}
          orientation="horizontal"
          value={value === null ? null : String(value)}
          onChange={(next) => change(question.name, next === 'true')}
        >
          <Radio value="true">{t('actionPlan.yes')}</Radio>
          <Radio value="false">{t('actionPlan.no')}</Radio>
        </RadioGroup>
      );
    }
    const { min, max } = question;
    if (max - min + 1 > LONGEST_RADIO_SCALE) {
      return (
        <NumberField
          key={question.name}
          {...common}
          description={t('actionPlan.range', { min, max })}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => change(question.name, Number.isNaN(next) ? null : next)}
        />
      );
    }
    const points = Array.from({ length: max - min + 1 }, (_, index) => min + index);
    const isGrade = action.questionnaire === 'mmrc';
    return (
      <RadioGroup
        key={question.name}
        {...common}
        orientation={isGrade ? 'vertical' : 'horizontal'}
        value={value === null ? null : String(value)}
        onChange={(next) => change(question.name, Number(next))}
      >
        {points.map((point) => (
          <Radio key={point} value={String(point)}>
            {isGrade ? `${point} — ${domain(`actionPlans.mmrcGrades.${point}`)}` : String(point)}
          </Radio>
        ))}
      </RadioGroup>
    );
  };
  return (
    <form
      aria-labelledby={headingId}
      className={styles.questions}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'answers.submit' });
      }}
    >
      <div className={styles.itemHeader}>
        <Text weight="bold" as="span" id={headingId}>
          {domain(`actionPlans.questionnaires.${action.questionnaire}`)}
        </Text>
        <ActionStatusBadge status={status} />
      </div>
      {action.instructions && <Text as="p">{action.instructions}</Text>}
      {ACTION_PLAN_QUESTIONNAIRES[action.questionnaire].questions.map(field)}
      {failure !== null && <Alert tone="error">{t('actionPlan.sendFailed')}</Alert>}
      {isAnswered ? (
        <>
          <Alert tone="success">{domain(SUCCESS_MESSAGE_KEYS.questionnaireAnswered)}</Alert>
          <div>
            <Button variant="secondary" onPress={() => actor.send({ type: 'answers.edit' })}>
              {t('actionPlan.correct')}
            </Button>
          </div>
        </>
      ) : (
        <div>
          {/* Disabled rather than pending: a pending button's announcement names the button, which
              the answered form then replaces, and the announcement would name nothing. */}
          <Button type="submit" variant="primary" isDisabled={busy}>
            {t('actionPlan.send')}
          </Button>
        </div>
      )}
    </form>
  );
}
