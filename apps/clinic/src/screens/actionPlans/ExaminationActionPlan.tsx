import type { ActionPlan, Examination } from '@telemed/domain';
import {
  ActionPlanActions,
  ActionPlanEditor,
  FORMS_NAMESPACE,
  actionPlanApiServices,
} from '@telemed/forms';
import { Alert, Button, Heading, Preloader } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { examinationKey } from '../examination/reviewQueries';
import { examinationsKey } from '../examinations/examinationQueries';
import {
  actionPlansKey,
  examinationPlanKey,
  useActionStatusChange,
  useExaminationPlan,
} from './actionPlanQueries';

/** Props of {@link ExaminationActionPlan}. */
export interface ExaminationActionPlanProps {
  examination: Examination;
}

/**
 * An examination's action plan for staff (platform-core §7 "Action plans"): its actions with
 * their status changes, and the editor adding actions. A saved plan reloads, and so does the
 * examination, whose hasActionPlan follows.
 */
export function ExaminationActionPlan({ examination }: ExaminationActionPlanProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { t: tClinic } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const teamId = examination.teamId;
  const plan = useExaminationPlan(teamId, examination._id);
  const changeStatus = useActionStatusChange(teamId);
  const services = useMemo(() => actionPlanApiServices(client), [client]);
  const saved = (next: ActionPlan) => {
    queryClient.setQueryData(examinationPlanKey(teamId, examination._id), next);
    void queryClient.invalidateQueries({ queryKey: actionPlansKey });
    void queryClient.invalidateQueries({
      queryKey: examinationKey({ teamId, examinationId: examination._id }),
    });
    void queryClient.invalidateQueries({ queryKey: examinationsKey(teamId) });
  };
  return (
    <>
      {plan.isPending && <Preloader />}
      {plan.isError && (
        <Alert tone="error">
          {t('actionPlan.loadFailed')} {errorText(plan.error, tClinic)}{' '}
          <Button variant="secondary" onPress={() => void plan.refetch()}>
            {t('actionPlan.reload')}
          </Button>
        </Alert>
      )}
      {plan.isSuccess && (
        <ActionPlanActions actions={plan.data?.actions ?? []} onChangeStatus={changeStatus} />
      )}
      <Heading level={3}>{t('actionPlan.newActions')}</Heading>
      <ActionPlanEditor
        teamId={teamId}
        examinationId={examination._id}
        services={services}
        onSaved={saved}
      />
    </>
  );
}
