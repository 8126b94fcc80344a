import { programAdherence } from '@telemed/domain';
import { Link, Preloader, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { dayOn, useOwnPrograms } from './patientProgramQueries';

/** Props of {@link PatientProgramSummary}. */
export interface PatientProgramSummaryProps {
  teamId: string;
  /** The signed-in patient's member id in the clinic. */
  memberId: string;
}

/**
 * The patient's rehabilitation on their home: each program with its adherence, and the way to
 * today's day (where they answer, skip it or plan a day off).
 */
export function PatientProgramSummary({ teamId, memberId }: PatientProgramSummaryProps) {
  const { t } = useTranslation();
  const programs = useOwnPrograms(teamId, memberId);
  if (programs.isPending) return <Preloader />;
  if (programs.isError) return <Text>{errorText(programs.error, t)}</Text>;
  const assignments = programs.data.data;
  if (assignments.length === 0) return <Text tone="secondary">{t('patientPrograms.empty')}</Text>;
  const today = dayOn(assignments);
  return (
    <>
      <ul>
        {assignments.map((assignment) => {
          const adherence = programAdherence(assignment.days);
          return (
            <li key={assignment._id}>
              <strong>{assignment.title}</strong>{' '}
              <Text tone="secondary">
                {adherence.share === null
                  ? t('patientPrograms.noAdherenceYet')
                  : t('patientPrograms.adherence', {
                      percent: Math.round(adherence.share * 100),
                    })}
              </Text>
            </li>
          );
        })}
      </ul>
      <Text>
        {today
          ? t(`patientHome.program.today.${today.day.state}`)
          : t('patientHome.program.nothingToday')}{' '}
        <Link href={`/my-health/${teamId}/program`}>{t('patientHome.program.open')}</Link>
      </Text>
    </>
  );
}
