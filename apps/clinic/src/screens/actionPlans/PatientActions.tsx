import { hasPermission } from '@telemed/domain';
import type { Team } from '@telemed/domain';
import {
  ActionPlanActions,
  FORMS_NAMESPACE,
  QuestionnaireAnswerForm,
  actionPlanApiServices,
} from '@telemed/forms';
import { Alert, Button, Preloader, Text } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { actionPlansKey, useActionStatusChange, useCurrentActions } from './actionPlanQueries';

/** Props of {@link PatientActions}. */
export interface PatientActionsProps {
  /** The viewer's clinic, with their role and member id there. */
  team: Team;
  /** The patient whose actions these are. */
  memberId: string;
}

/**
 * A patient's current actions (GET actionplans/teammembers/{memberId}/actions): the patient
 * answers each questionnaire here; staff read them and, with the right, change their statuses.
 */
export function PatientActions({ team, memberId }: PatientActionsProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { t: tClinic } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const actions = useCurrentActions(memberId);
  const changeStatus = useActionStatusChange(team._id);
  const services = useMemo(() => actionPlanApiServices(client), [client]);
  if (actions.isPending) return <Preloader />;
  if (actions.isError) {
    return (
      <Alert tone="error">
        {t('actionPlan.loadFailed')} {errorText(actions.error, tClinic)}{' '}
        <Button variant="secondary" onPress={() => void actions.refetch()}>
          {t('actionPlan.reload')}
        </Button>
      </Alert>
    );
  }
  const { current } = actions.data;
  if (team.memberId !== memberId) {
    return (
      <ActionPlanActions
        actions={current}
        onChangeStatus={hasPermission(team.role, 'actionPlans.manage') ? changeStatus : undefined}
      />
    );
  }
  if (current.length === 0) return <Text tone="secondary">{t('actionPlan.noCurrentActions')}</Text>;
  return current.map((action) => (
    <QuestionnaireAnswerForm
      key={action._id}
      teamId={team._id}
      action={action}
      services={services}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: actionPlansKey })}
    />
  ));
}
