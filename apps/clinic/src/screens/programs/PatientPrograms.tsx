import { calendarDay, hasPermission, programAdherence } from '@telemed/domain';
import type { MemberRole, ProgramAssignment, RecordProgramDayBody } from '@telemed/domain';
import { Badge, Button, Select, SelectItem, Text, toastQueue } from '@telemed/ui';
import { ProgramDayForm } from '@telemed/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import * as layout from '../../shell/screenLayout.css';
import { programHistoryKey, programsKey, useLiveProgramHistory } from './programQueries';
import { AnswerTrends } from './AnswerTrends';
import { ProgramDaysHistory } from './ProgramDaysHistory';

/** Props of {@link PatientPrograms}. */
export interface PatientProgramsProps {
  teamId: string;
  /** The patient. */
  memberId: string;
  /** The viewer's role and member id in the clinic. */
  role: MemberRole;
  viewerMemberId: string;
}

/**
 * A patient's rehabilitation programs on the patient page (clinical-domain §2 "program history
 * per member"): staff give the patient a published program; each program shows its days with
 * their states and the adherence so far. The patient sees today's step and records its answers
 * or skips it.
 */
export function PatientPrograms({ teamId, memberId, role, viewerMemberId }: PatientProgramsProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const mayAssign = hasPermission(role, 'programs.assign');
  const isOwn = viewerMemberId === memberId;
  const [chosen, setChosen] = useState<string | null>(null);
  // Staff see the patient's days as the patient records them (a patient hears no such news:
  // their own page updates from their own requests).
  useLiveProgramHistory(teamId, memberId);
  const history = useQuery({
    queryKey: programHistoryKey(teamId, memberId),
    queryFn: ({ signal }) => client.programs.history({ params: { teamId, memberId } }, { signal }),
  });
  const published = useQuery({
    queryKey: [...programsKey(teamId), 'list', 'published', 'assignable'],
    queryFn: ({ signal }) =>
      client.programs.list(
        { params: { teamId }, query: { status: 'published', page: 0, limit: 100 } },
        { signal },
      ),
    enabled: mayAssign,
  });
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: programHistoryKey(teamId, memberId) });
  const assign = useMutation({
    mutationFn: (programId: string) =>
      client.programs.assign({ params: { teamId, memberId }, body: { programId } }),
    onSuccess: async () => {
      setChosen(null);
      await reload();
      toastQueue.show(t('patientPrograms.assigned'), { tone: 'success' });
    },
    onError: (failure) => toastQueue.show(errorText(failure, t), { tone: 'error' }),
  });

  if (history.isError) return <Text>{errorText(history.error, t)}</Text>;
  const today = calendarDay(new Date());
  return (
    <div className={layout.screenColumn}>
      {mayAssign && (
        <div className={layout.filterRow}>
          <Select
            label={t('patientPrograms.program')}
            items={(published.data?.data ?? []).map(({ _id, title }) => ({ id: _id, title }))}
            selectedKey={chosen}
            onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
          </Select>
          <Button
            isDisabled={chosen === null}
            isPending={assign.isPending}
            onPress={() => chosen && assign.mutate(chosen)}
          >
            {t('patientPrograms.assign')}
          </Button>
        </div>
      )}
      {history.data?.data.length === 0 && (
        <Text tone="secondary">{t('patientPrograms.empty')}</Text>
      )}
      {history.data?.data.map((assignment) => (
        <AssignmentView
          key={assignment._id}
          assignment={assignment}
          today={today}
          {...(isOwn
            ? {
                onRecord: (dayId, body) =>
                  client.programs
                    .recordDay({ params: { teamId, memberId, dayId }, body })
                    .then(reload),
                onSkip: (dayId) =>
                  client.programs.skipDay({ params: { teamId, memberId, dayId } }).then(reload),
              }
            : {})}
        />
      ))}
    </div>
  );
}

interface AssignmentViewProps {
  assignment: ProgramAssignment;
  today: string;
  onRecord?: (dayId: string, body: RecordProgramDayBody) => Promise<unknown>;
  onSkip?: (dayId: string) => Promise<unknown>;
}

/** One assigned program: adherence, days off, today's form for the patient, and every day. */
function AssignmentView({ assignment, today, onRecord, onSkip }: AssignmentViewProps) {
  const { t } = useTranslation();
  const adherence = programAdherence(assignment.days);
  const todays = assignment.days.find((day) => day.date === today && day.state === 'scheduled');
  const todaysStep = todays && assignment.steps.find(({ id }) => id === todays.stepId);
  return (
    <section aria-label={assignment.title} className={layout.screenColumn}>
      <div className={layout.actionRow}>
        <strong>{assignment.title}</strong>
        <Text tone="secondary">
          {t('patientPrograms.assignedOn', { date: assignment.assignedOn })}
        </Text>
        <Badge tone="info">
          {adherence.share === null
            ? t('patientPrograms.noAdherenceYet')
            : t('patientPrograms.adherence', { percent: Math.round(adherence.share * 100) })}
        </Badge>
        <Text tone="secondary">
          {t('patientPrograms.daysOff', {
            taken: assignment.daysOffTaken,
            allowed: assignment.daysOffAllowed,
          })}
        </Text>
      </div>
      {todays && todaysStep && onRecord && onSkip && (
        <ProgramDayForm
          step={todaysStep}
          onRecord={(body) => onRecord(todays._id, body)}
          onSkip={() => onSkip(todays._id)}
        />
      )}
      <AnswerTrends assignment={assignment} />
      <ProgramDaysHistory assignment={assignment} />
    </section>
  );
}
