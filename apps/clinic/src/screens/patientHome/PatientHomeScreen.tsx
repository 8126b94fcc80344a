import { DEFAULT_LENGTH_UNIT } from '@telemed/domain';
import type { Team } from '@telemed/domain';
import { Alert, Link, Preloader, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { usePatientClinics } from '../../session/usePatientClinics';
import { useSession } from '../../session/useSession';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { PatientQuestionnaire } from '../members/patient/PatientQuestionnaire';
import { PatientWeights } from '../members/patient/PatientWeights';
import { Part } from './Part';
import { PatientExaminations } from './PatientExaminations';
import { PatientProgramSummary } from './PatientProgramSummary';

/**
 * `/my-health`: the home of a signed-in patient (issue 26 "Every role has its own way in"). For
 * each clinic where they are a patient (role `user`): their examinations with the reports shared
 * with them, their rehabilitation program and today's day, their actions, their weights and the
 * questionnaire they gave. Every read names their own member id; the server answers a patient
 * nothing else.
 */
export function PatientHomeScreen() {
  const { t } = useTranslation();
  const clinics = usePatientClinics();
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      {clinics.isPending && <Preloader />}
      {clinics.isError && <Alert tone="error">{errorText(clinics.error, t)}</Alert>}
      {clinics.data?.length === 0 && <Text tone="secondary">{t('patientHome.noClinic')}</Text>}
      {clinics.data?.map((team) => (
        <PatientClinic key={team._id} team={team} />
      ))}
    </div>
  );
}

/** What the patient has in one clinic, a titled part each. */
function PatientClinic({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const units = user?.settings.lengthUnits ?? DEFAULT_LENGTH_UNIT;
  const teamId = team._id;
  const { memberId } = team;
  const part = (id: string) => `patient-home-${id}-${teamId}`;
  return (
    <SectionCard headingId={part('clinic')} heading={team.name}>
      <Part id={part('examinations')} heading={t('patientHome.examinations.heading')}>
        <PatientExaminations teamId={teamId} memberId={memberId} />
      </Part>
      <Part id={part('program')} heading={t('patientPrograms.heading')}>
        <PatientProgramSummary teamId={teamId} memberId={memberId} />
      </Part>
      <Part id={part('actions')} heading={t('titles.actions')}>
        <Text>
          <Link href="/actions">{t('patientHome.openActions')}</Link>
        </Text>
      </Part>
      <Part id={part('weights')} heading={t('patient.weights.heading')}>
        <PatientWeights teamId={teamId} memberId={memberId} units={units} />
      </Part>
      <Part id={part('questionnaire')} heading={t('patient.questionnaire.heading')}>
        <PatientQuestionnaire teamId={teamId} memberId={memberId} role={team.role} />
      </Part>
    </SectionCard>
  );
}
