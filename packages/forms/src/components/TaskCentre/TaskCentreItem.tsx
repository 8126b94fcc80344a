import type { Task } from '@telemed/domain';
import { Button, Link, formatDateTime } from '@telemed/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { followedTask } from '../../machines/taskLifecycle/followedTask';
import { taskLifecycleMachine } from '../../machines/taskLifecycle/taskLifecycleMachine';
import { taskLifecycleActors } from '../../machines/taskLifecycle/taskLifecycleServices';
import { TaskStatus } from '../TaskStatus/TaskStatus';
import type { TaskFeed } from './taskFeed';
import * as styles from './TaskCentre.css';

/**
 * What a task's row offers beyond its status: a link (the examination it belongs to) or an
 * action (download the file it made).
 */
export type TaskCentreAction = { id: string; label: string } & (
  { href: string; onAction?: never } | { onAction: () => void; href?: never }
);

/** Props of {@link TaskCentreItem}. */
export interface TaskCentreItemProps {
  task: Task;
  /** The centre's list, as the row's lifecycle hears it. */
  feed: TaskFeed;
  /** Cancels the task (the DELETE of its kind). */
  cancelTask: (task: Task) => Promise<unknown>;
  actions: readonly TaskCentreAction[];
  /** The name of the patient the task is about. */
  patient?: string | undefined;
  /** Called when a link of the row is followed (the centre closes). */
  onNavigate: () => void;
  /** The zone times are shown in; the browser's by default. */
  timeZone?: string;
}

type FormsTranslate = ReturnType<typeof useFormsTranslation>['t'];

/**
 * Whether the task made a file that is no longer kept: a completed task always had one, so
 * without it the server let go of it once its days were over.
 */
function isFileRemoved(task: Task): boolean {
  return task.status === 'completed' && 'file' in task.extra && task.extra.file === null;
}

/** What the task works on, in a line: the file, the channels, the addresses, the recipient. */
function detailOf(task: Task, t: FormsTranslate): string | null {
  const { extra } = task;
  switch (extra.type) {
    case 'edfImport':
      return extra.fileName;
    case 'edfExport':
    case 'signalsCsv':
      return t('taskCentre.channels', {
        channels: extra.channels.map((channel) => channel.label).join(', '),
      });
    case 'reportPdf':
      return extra.recipient ? t('taskCentre.sentTo', { recipient: extra.recipient }) : null;
    case 'teamInvite':
      return t('taskCentre.addresses', { count: extra.emails.length });
    case 'ecgAnalysis':
      return extra.result ? t('taskCentre.analysisFound', extra.result) : null;
  }
}

/**
 * One task of the task centre: what it does and when it was asked for, whose it is and what it
 * works on, where it stands (its own task lifecycle: progress, Cancel while it has not ended, why
 * it failed) and what it offers.
 */
export function TaskCentreItem({
  task,
  feed,
  cancelTask,
  actions,
  patient,
  onNavigate,
  timeZone,
}: TaskCentreItemProps) {
  const { t } = useFormsTranslation();
  const titleId = useId();
  const [machine] = useState(() =>
    taskLifecycleMachine.provide({
      actors: taskLifecycleActors({ watchTask: feed.watch, cancelTask: () => cancelTask(task) }),
    }),
  );
  const actorRef = useActorRef(machine);
  const [firstSeen] = useState(task);
  useEffect(
    () => actorRef.send({ type: 'task.follow', task: followedTask(firstSeen) }),
    [actorRef, firstSeen],
  );
  const detail = detailOf(task, t);
  return (
    <li className={styles.item} aria-labelledby={titleId} data-task-id={task.id}>
      <div className={styles.itemHead}>
        <span id={titleId} className={styles.kind}>
          {t(`taskCentre.kinds.${task.extra.type}`)}
        </span>
        <time dateTime={task.timestamp} className={styles.note}>
          {t('taskCentre.requested', { time: formatDateTime(task.timestamp, timeZone) })}
        </time>
      </div>
      {patient && <p className={styles.detail}>{t('taskCentre.patient', { name: patient })}</p>}
      {detail && <p className={styles.detail}>{detail}</p>}
      {task.description && <p className={styles.detail}>{task.description}</p>}
      <TaskStatus actorRef={actorRef} />
      {isFileRemoved(task) && <p className={styles.detail}>{t('taskCentre.fileRemoved')}</p>}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) =>
            action.href !== undefined ? (
              <Link key={action.id} href={action.href} onPress={onNavigate}>
                {action.label}
              </Link>
            ) : (
              <Button key={action.id} variant="secondary" size="small" onPress={action.onAction}>
                {action.label}
              </Button>
            ),
          )}
        </div>
      )}
    </li>
  );
}
