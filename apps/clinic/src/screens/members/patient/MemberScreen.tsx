import { DEFAULT_LENGTH_UNIT, hasPermission } from '@telemed/domain';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { Badge, Button, Preloader, Text } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../../feedback/errorText';
import { toldOnScreen } from '../../../feedback/toldOnScreen';
import { useServices } from '../../../services/ServicesContext';
import { useSession } from '../../../session/useSession';
import { useTeam } from '../../../session/useTeams';
import { PageHeader } from '../../../shell/PageHeader';
import { SectionCard } from '../../../shell/SectionCard';
import { PatientActions } from '../../actionPlans/PatientActions';
import { CovidReportHistory } from '../../covid/CovidReportHistory';
import { usePhysicians } from '../../examinations/examinationLookups';
import { ExaminationsView } from '../../examinations/ExaminationsView';
import { membersKey } from '../memberQueries';
import { memberName, STATUS_TONES } from '../memberDisplay';
import { EditPatientModal } from './EditPatientModal';
import { PatientAccess } from './PatientAccess';
import { PatientDetails } from './PatientDetails';
import { PatientQuestionnaire } from './PatientQuestionnaire';
import { PatientWeights } from './PatientWeights';
import { PatientPrograms } from '../../programs/PatientPrograms';
import * as layout from '../../../shell/screenLayout.css';

/**
 * `/clinic/:teamId/members/:memberId`, the patient page (platform-core §2): the patient's record
 * with units-aware measures (edited in a dialog by the roles that may), their app access (SMS
 * code, reset), their questionnaire, their current actions of action plans (answered here by the
 * patient), the weights they recorded, their rehabilitation programs with each day's state and
 * the adherence, and their examinations with the patient fixed.
 */
export function MemberScreen() {
  const { t } = useTranslation();
  const { teamId, memberId } = useParams();
  const { client } = useServices();
  const { user } = useSession();
  const team = useTeam(teamId);
  const [isEditing, setEditing] = useState(false);
  const physicians = usePhysicians(teamId ?? '', Boolean(teamId));
  const member = useQuery({
    queryKey: [...membersKey(teamId ?? ''), 'member', memberId],
    queryFn: ({ signal }) =>
      client.members.getMember({ params: { teamId: teamId ?? '', memberId } }, { signal }),
    enabled: Boolean(teamId && memberId),
    meta: toldOnScreen,
  });
  if (!teamId || !memberId) return null;
  if (member.isPending) return <Preloader />;
  if (member.isError || !member.data) {
    return (
      <div className={layout.screenColumn}>
        <PageHeader />
        <Text>{errorText(member.error, t)}</Text>
      </div>
    );
  }
  const patient = member.data;
  const name = memberName(patient);
  const units = user?.settings.lengthUnits ?? DEFAULT_LENGTH_UNIT;
  const isPatient = patient.role === 'user';
  const physician = physicians.data?.find(
    (candidate) => candidate._id === patient.profile.assignedPhysicianId,
  );
  const mayEdit = team !== undefined && isPatient && hasPermission(team.role, 'patients.edit');
  const mayManageAccess =
    team !== undefined &&
    isPatient &&
    hasPermission(team.role, 'patients.smsCode') &&
    hasPermission(team.role, 'patients.reset');
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="patient-heading" heading={name}>
        <div className={layout.actionRow}>
          <Badge tone={STATUS_TONES[patient.status]}>{t(`members.status.${patient.status}`)}</Badge>
          {patient.archived && <Badge tone="warning">{t('members.archived')}</Badge>}
        </div>
        <PatientDetails
          patient={patient}
          units={units}
          physicianName={physician ? memberName(physician) : null}
        />
        {mayEdit && (
          <div>
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {t('patient.edit.open')}
            </Button>
            <EditPatientModal
              teamId={teamId}
              patient={patient}
              isOpen={isEditing}
              onClose={() => setEditing(false)}
            />
          </div>
        )}
      </SectionCard>
      {mayManageAccess && (
        <SectionCard headingId="access-heading" heading={t('patient.access.heading')}>
          <PatientAccess teamId={teamId} patient={patient} name={name} />
        </SectionCard>
      )}
      {isPatient && team !== undefined && (
        <SectionCard headingId="questionnaire-heading" heading={t('patient.questionnaire.heading')}>
          <PatientQuestionnaire teamId={teamId} memberId={memberId} role={team.role} />
        </SectionCard>
      )}
      {isPatient && team !== undefined && (
        <SectionCard
          headingId="actions-heading"
          heading={t('actionPlan.currentActions', { ns: FORMS_NAMESPACE })}
        >
          <PatientActions team={team} memberId={memberId} />
        </SectionCard>
      )}
      {isPatient && (
        <SectionCard headingId="weights-heading" heading={t('patient.weights.heading')}>
          <PatientWeights teamId={teamId} memberId={memberId} units={units} />
        </SectionCard>
      )}
      {isPatient && team !== undefined && (
        <SectionCard headingId="patient-programs-heading" heading={t('patientPrograms.heading')}>
          <PatientPrograms
            teamId={teamId}
            memberId={memberId}
            role={team.role}
            viewerMemberId={team.memberId}
          />
        </SectionCard>
      )}
      {isPatient && (
        <SectionCard headingId="covid-history-heading" heading={t('covidDashboard.history')}>
          <CovidReportHistory teamId={teamId} memberId={memberId} />
        </SectionCard>
      )}
      {isPatient && (
        <SectionCard headingId="examinations-heading" heading={t('titles.examinations')}>
          <ExaminationsView teamId={teamId} fixedMemberId={memberId} />
        </SectionCard>
      )}
    </div>
  );
}
