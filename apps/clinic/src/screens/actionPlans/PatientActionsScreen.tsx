import { FORMS_NAMESPACE } from '@telemed/forms';
import { Alert, Preloader, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { usePatientClinics } from '../../session/usePatientClinics';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { PatientActions } from './PatientActions';

/**
 * `/actions`: the signed-in user's current actions of their action plans, per clinic where they
 * are a patient; they answer each questionnaire here (GET actionplans/teammembers/{memberId}/
 * actions with their member id there).
 */
export function PatientActionsScreen() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { t: tClinic } = useTranslation();
  const clinics = usePatientClinics();
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      {clinics.isPending && <Preloader />}
      {clinics.isError && <Alert tone="error">{errorText(clinics.error, tClinic)}</Alert>}
      {clinics.data?.length === 0 && (
        <Text tone="secondary">{t('actionPlan.noCurrentActions')}</Text>
      )}
      {clinics.data?.map((team) => (
        <SectionCard
          key={team._id}
          headingId={`actions-${team._id}`}
          heading={`${t('actionPlan.currentActions')} · ${team.name}`}
        >
          <PatientActions team={team} memberId={team.memberId} />
        </SectionCard>
      ))}
    </div>
  );
}
