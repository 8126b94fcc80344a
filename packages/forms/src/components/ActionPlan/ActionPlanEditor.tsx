import {
  ACTION_PLAN_QUESTIONNAIRE_NAMES,
  DOMAIN_NAMESPACE,
  VALIDATION_MESSAGE_KEYS,
} from '@telemed/domain';
import type { ActionPlan, ActionPlanQuestionnaireName } from '@telemed/domain';
import { Alert, Button, Select, SelectItem, Text, TextArea } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as layout from '../../layout/formLayout.css';
import { actionPlanCreationMachine } from '../../machines/actionPlan/actionPlanCreationMachine';
import { actionPlanCreationActors } from '../../machines/actionPlan/actionPlanServices';
import type { ActionPlanServices } from '../../machines/actionPlan/actionPlanServices';
import * as styles from './ActionPlan.css';

/** Props of {@link ActionPlanEditor}. */
export interface ActionPlanEditorProps {
  teamId: string;
  examinationId: string;
  /** The calls it makes (`actionPlanApiServices(client)` in the app). */
  services: ActionPlanServices;
  /** The plan was saved: the app shows it (the plan reloads) and the examination's flag. */
  onSaved?: (plan: ActionPlan) => void;
}

/**
 * Adds actions to an examination's action plan (`actionPlanCreationMachine`): staff pick
 * questionnaires of the catalogue, write instructions for each and save. No client-side checks
 * (platform-core §5): what the server refuses shows at its field.
 */
export function ActionPlanEditor({
  teamId,
  examinationId,
  services,
  onSaved,
}: ActionPlanEditorProps) {
  const { t } = useFormsTranslation();
  const machine = useMemo(
    () => actionPlanCreationMachine.provide({ actors: actionPlanCreationActors(services) }),
    [services],
  );
  const actor = useActorRef(machine, { input: { teamId, examinationId } });
  const snapshot = useSelector(actor, (state) => state);
  const [chosen, setChosen] = useState<ActionPlanQuestionnaireName>('cat');
  const announceSaved = useEffectEvent((plan: ActionPlan) => onSaved?.(plan));
  useEffect(() => {
    const subscription = actor.on('plan.saved', (event) => announceSaved(event.plan));
    return () => subscription.unsubscribe();
  }, [actor]);

  const { actions, issues, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const errorOf = (property: string) => {
    const issue = issues[property];
    return issue
      ? t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values })
      : undefined;
  };
  const title = (name: ActionPlanQuestionnaireName) =>
    t(`actionPlans.questionnaires.${name}`, { ns: DOMAIN_NAMESPACE });
  const planError = errorOf('actions');
  return (
    <section aria-label={t('actionPlan.newActions')} className={styles.questions}>
      <div className={layout.actionRow}>
        <Select
          label={t('actionPlan.questionnaire')}
          items={ACTION_PLAN_QUESTIONNAIRE_NAMES.map((id) => ({ id, name: title(id) }))}
          selectedKey={chosen}
          onSelectionChange={(key) => setChosen(key as ActionPlanQuestionnaireName)}
          isDisabled={busy}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Button
          variant="secondary"
          isDisabled={busy}
          onPress={() => actor.send({ type: 'action.add', questionnaire: chosen })}
        >
          {t('actionPlan.add')}
        </Button>
      </div>
      {actions.length === 0 && <Text tone="secondary">{t('actionPlan.noNewActions')}</Text>}
      <ol className={styles.list}>
        {actions.map((action, index) => (
          <li key={index} className={styles.item}>
            <Text weight="bold" as="span">
              {title(action.questionnaire)}
            </Text>
            <TextArea
              label={t('actionPlan.instructions')}
              rows={2}
              value={action.instructions}
              onChange={(instructions) =>
                actor.send({ type: 'action.instruct', index, instructions })
              }
              isInvalid={errorOf(`actions.${index}.instructions`) !== undefined}
              errorMessage={errorOf(`actions.${index}.instructions`)}
              isDisabled={busy}
            />
            <div>
              <Button
                variant="ghost"
                isDisabled={busy}
                onPress={() => actor.send({ type: 'action.remove', index })}
                aria-label={`${t('actionPlan.remove')}: ${title(action.questionnaire)}`}
              >
                {t('actionPlan.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {planError && <Alert tone="error">{planError}</Alert>}
      {failure !== null && <Alert tone="error">{t('actionPlan.saveFailed')}</Alert>}
      <div>
        <Button
          variant="primary"
          isPending={busy}
          onPress={() => actor.send({ type: 'plan.save' })}
        >
          {t('actionPlan.save')}
        </Button>
      </div>
    </section>
  );
}
