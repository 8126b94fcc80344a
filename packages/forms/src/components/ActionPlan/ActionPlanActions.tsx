import {
  ACTION_PLAN_QUESTIONNAIRES,
  DOMAIN_NAMESPACE,
  STAFF_ACTION_STATUS_CHANGES,
  catImpactLevel,
} from '@telemed/domain';
import type { ActionPlanItem, ActionStatus } from '@telemed/domain';
import { Alert, Button, Text, formatDateTime } from '@telemed/ui';
import { useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as layout from '../../layout/formLayout.css';
import * as styles from './ActionPlan.css';
import { ActionStatusBadge } from './ActionStatusBadge';

/** Props of {@link ActionPlanActions}. */
export interface ActionPlanActionsProps {
  actions: readonly ActionPlanItem[];
  /**
   * Changes an action's status (PATCH …/actions/status/{actionId}); without it the list only
   * reads (the patient's view).
   */
  onChangeStatus?: (action: ActionPlanItem, status: ActionStatus) => Promise<unknown>;
}

/**
 * The actions of a plan, each with its questionnaire, the instructions, its status, and once
 * answered the server's score (for the CAT with its impact level). Staff get a button for each
 * status change the graph allows from where the action is.
 */
export function ActionPlanActions({ actions, onChangeStatus }: ActionPlanActionsProps) {
  const { t } = useFormsTranslation();
  const [changing, setChanging] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  if (actions.length === 0) return <Text tone="secondary">{t('actionPlan.noActions')}</Text>;
  const change = async (action: ActionPlanItem, status: ActionStatus) => {
    if (!onChangeStatus) return;
    setChanging(action._id);
    setFailedId(null);
    try {
      await onChangeStatus(action, status);
    } catch {
      setFailedId(action._id);
    } finally {
      setChanging(null);
    }
  };
  return (
    <ul className={styles.list} aria-label={t('actionPlan.actions')}>
      {actions.map((action) => {
        const { scoreRange } = ACTION_PLAN_QUESTIONNAIRES[action.questionnaire];
        return (
          <li key={action._id} className={styles.item}>
            <div className={styles.itemHeader}>
              <Text weight="bold" as="span">
                {t(`actionPlans.questionnaires.${action.questionnaire}`, { ns: DOMAIN_NAMESPACE })}
              </Text>
              <ActionStatusBadge status={action.status} />
            </div>
            {action.instructions && <Text as="p">{action.instructions}</Text>}
            {action.score !== null && (
              <Text as="p">
                {t('actionPlan.score', { score: action.score, max: scoreRange.max })}
                {action.questionnaire === 'cat' &&
                  ` · ${t(`actionPlans.catImpact.${catImpactLevel(action.score)}`, { ns: DOMAIN_NAMESPACE })}`}
              </Text>
            )}
            {action.answeredAt && (
              <Text tone="secondary" as="p">
                {t('actionPlan.answeredAt', { date: formatDateTime(action.answeredAt) })}
              </Text>
            )}
            {onChangeStatus && (
              <div className={layout.actionRow}>
                {STAFF_ACTION_STATUS_CHANGES[action.status].map((status) => (
                  <Button
                    key={status}
                    variant="secondary"
                    isPending={changing === action._id}
                    onPress={() => void change(action, status)}
                  >
                    {t(`actionPlan.changeStatus.${status}`)}
                  </Button>
                ))}
              </div>
            )}
            {failedId === action._id && (
              <Alert tone="error">{t('actionPlan.statusChangeFailed')}</Alert>
            )}
          </li>
        );
      })}
    </ul>
  );
}
