import type { ProgramAssignment, RecordProgramDayBody, Series } from '@telemed/domain';
import { ProgramDayForm } from '@telemed/forms';
import { Alert, Heading, Link, Preloader, Text, toastQueue } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { usePatientClinic } from '../../session/usePatientClinic';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { DayOffPlanner } from './DayOffPlanner';
import { ProgramDaysHistory } from '../programs/ProgramDaysHistory';
import { Part } from './Part';
import { programHistoryKey } from '../programs/programQueries';
import { dayOn, useOwnPrograms } from './patientProgramQueries';

/**
 * `/my-health/:teamId/program`: the patient's rehabilitation days (issue 23), per program: today's
 * step and its series (video and description), the answer form or skipping today, planning a
 * later day off within the days off allowed, and the history of every day. Only the patient records or skips
 * their own day; the server checks it is today's.
 */
export function ProgramDayScreen() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const memberId = usePatientClinic(teamId)?.memberId ?? '';
  const { client } = useServices();
  const queryClient = useQueryClient();
  const programs = useOwnPrograms(teamId, memberId);
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: programHistoryKey(teamId, memberId) });

  const record = async (dayId: string, body: RecordProgramDayBody) => {
    await client.programs.recordDay({ params: { teamId, memberId, dayId }, body });
    toastQueue.show(t('patientHome.programDay.recorded'), { tone: 'success' });
    await reload();
  };
  const skip = async (dayId: string, message: string) => {
    try {
      await client.programs.skipDay({ params: { teamId, memberId, dayId } });
      toastQueue.show(message, { tone: 'success' });
      await reload();
    } catch (failure) {
      toastQueue.show(errorText(failure, t), { tone: 'error' });
    }
  };

  if (programs.isPending) return <Preloader />;
  if (programs.isError) {
    return (
      <div className={layout.screenColumn}>
        <PageHeader />
        <Alert tone="error">{errorText(programs.error, t)}</Alert>
      </div>
    );
  }
  const assignments = programs.data.data;
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      {assignments.length === 0 && <Text tone="secondary">{t('patientPrograms.empty')}</Text>}
      {assignments.map((assignment) => (
        <AssignmentParts
          key={assignment._id}
          assignment={assignment}
          onRecord={record}
          onSkipToday={(dayId) => skip(dayId, t('patientHome.programDay.skipped'))}
          onPlanDayOff={(dayId) => skip(dayId, t('patientHome.programDay.dayOffPlanned'))}
        />
      ))}
    </div>
  );
}

/** One series of today's step: its title, description and video. */
function SeriesView({ series }: { series: Series }) {
  const { t } = useTranslation();
  const headingId = `series-${series.id}`;
  return (
    <section aria-labelledby={headingId} className={layout.screenColumn}>
      <Heading level={4} id={headingId}>
        {series.title}
      </Heading>
      {series.description?.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {series.videoUrl && (
        <Text>
          <Link href={series.videoUrl} opensInNewTab>
            {t('patientHome.programDay.video', { title: series.title })}
          </Link>
        </Text>
      )}
    </section>
  );
}

/** Props of {@link AssignmentParts}. */
interface AssignmentPartsProps {
  assignment: ProgramAssignment;
  onRecord: (dayId: string, body: RecordProgramDayBody) => Promise<void>;
  onSkipToday: (dayId: string) => Promise<void>;
  onPlanDayOff: (dayId: string) => Promise<void>;
}

/** One program under its title: today's day, its days off and every day. */
function AssignmentParts({
  assignment,
  onRecord,
  onSkipToday,
  onPlanDayOff,
}: AssignmentPartsProps) {
  const { t } = useTranslation();
  const today = dayOn([assignment]);
  const part = (id: string) => `${id}-${assignment._id}`;
  return (
    <SectionCard headingId={part('assignment')} heading={assignment.title}>
      <Part id={part('today')} heading={t('patientHome.programDay.today')}>
        {!today && <Text>{t('patientHome.program.nothingToday')}</Text>}
        {today && (
          <>
            {today.step && <Text>{today.step.title}</Text>}
            {today.step?.series.map((series) => (
              <SeriesView key={series.id} series={series} />
            ))}
            {today.day.state === 'scheduled' && today.step ? (
              <ProgramDayForm
                step={today.step}
                onRecord={(body) => onRecord(today.day._id, body)}
                onSkip={() => onSkipToday(today.day._id)}
              />
            ) : (
              <Text tone="secondary">{t(`patientHome.program.today.${today.day.state}`)}</Text>
            )}
          </>
        )}
      </Part>
      <Part id={part('days-off')} heading={t('patientHome.dayOff.heading')}>
        <DayOffPlanner assignment={assignment} onPlan={onPlanDayOff} />
      </Part>
      <Part id={part('days')} heading={t('patientHome.programDay.history')}>
        <ProgramDaysHistory assignment={assignment} />
      </Part>
    </SectionCard>
  );
}
