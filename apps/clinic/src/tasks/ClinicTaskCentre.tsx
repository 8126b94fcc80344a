import { isEmployeeRole } from '@telemed/domain';
import type { Task } from '@telemed/domain';
import { TaskCentre } from '@telemed/forms';
import type { TaskCentreAction } from '@telemed/forms';
import { toastQueue } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../feedback/errorText';
import { useMemberNames } from '../screens/members/memberQueries';
import { useServices } from '../services/ServicesContext';
import { useTeam } from '../session/useTeams';
import { useClinicTasks } from './clinicTasks';
import { downloadTaskFile } from './taskFiles';

/** Whether a task made a file to download. */
const madeFile = (task: Task) =>
  task.status === 'completed' && 'file' in task.extra && task.extra.file !== null;

/**
 * The top bar's task centre for the active clinic's staff: the clinic's tasks of the kinds the
 * member may handle, live, each with its patient's name; a completed file is downloaded from
 * here, a task's examination (or, for invitations, the members) opened.
 */
export function ClinicTaskCentre({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const role = useTeam(teamId)?.role;
  const { tasks, error, reload, cancel } = useClinicTasks(teamId, role);
  // Each task names its patient; their records are read once the centre is opened.
  const [isOpen, setOpen] = useState(false);
  const patients = useMemberNames(
    teamId,
    (tasks ?? []).flatMap((task) => (task.memberId ? [task.memberId] : [])),
    isOpen,
  );
  if (!role || !isEmployeeRole(role)) return null;

  const download = (task: Task) =>
    downloadTaskFile(services, task).catch((failure: unknown) =>
      toastQueue.show(t('taskCentre.downloadFailed', { reason: errorText(failure, t) }), {
        tone: 'error',
      }),
    );
  const actionsOf = (task: Task): TaskCentreAction[] => [
    ...(madeFile(task)
      ? [{ id: 'download', label: t('taskCentre.download'), onAction: () => void download(task) }]
      : []),
    ...(task.examinationId
      ? [
          {
            id: 'examination',
            label: t('taskCentre.openExamination'),
            href: `/clinic/${encodeURIComponent(teamId)}/examinations/${encodeURIComponent(task.examinationId)}`,
          },
        ]
      : []),
    ...(task.extra.type === 'teamInvite'
      ? [
          {
            id: 'members',
            label: t('taskCentre.openMembers'),
            href: `/clinic/${encodeURIComponent(teamId)}/members`,
          },
        ]
      : []),
  ];
  return (
    <TaskCentre
      tasks={tasks}
      loadError={error}
      onReload={reload}
      cancelTask={cancel}
      actionsOf={actionsOf}
      patientOf={(task) => (task.memberId ? patients.get(task.memberId) : undefined)}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) reload();
      }}
    />
  );
}
