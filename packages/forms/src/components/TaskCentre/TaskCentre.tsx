import type { Task } from '@telemed/domain';
import type { TranslateFunction } from '@telemed/domain';
import { Badge, Button, Dialog, DialogTrigger, Icon, Modal, Spinner } from '@telemed/ui';
import { useEffect, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { failureText } from '../../validation/failureFeedback';
import { createTaskFeed } from './taskFeed';
import { TaskCentreItem } from './TaskCentreItem';
import type { TaskCentreAction } from './TaskCentreItem';
import * as styles from './TaskCentre.css';

/** Props of {@link TaskCentre}. */
export interface TaskCentreProps {
  /** The clinic's tasks, newest first, kept live by the app; `undefined` while they load. */
  tasks: readonly Task[] | undefined;
  /** Why the tasks could not be loaded; shown with a way to load them again. */
  loadError?: unknown;
  /** Loads the tasks again (after a failure). */
  onReload?: () => void;
  /** Cancels a task (the DELETE of its kind). */
  cancelTask: (task: Task) => Promise<unknown>;
  /** What a task offers beyond its status: open its examination, download its file. */
  actionsOf?: (task: Task) => readonly TaskCentreAction[];
  /** The name of the patient a task is about (its `memberId`), when the app knows it. */
  patientOf?: (task: Task) => string | undefined;
  /** Called when the centre opens or closes (the app loads the tasks afresh on opening). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The zone times are shown in; the browser's by default. */
  timeZone?: string;
}

const noActions = () => [];

/** Whether a task has yet to end. */
const isUnderWay = (task: Task) => task.status === 'waiting' || task.status === 'running';

/**
 * The task centre of the top bar (issue: background tasks): a button naming how many of the
 * clinic's tasks are under way, which opens the clinic's current and recent tasks, newest first
 * — imports, exports, downloads, report PDFs, analyses, invitations — each with its progress
 * (its own task lifecycle), Cancel while it has not ended, why it failed, and what it made.
 * @selector [data-task-id] on each task's item
 */
export function TaskCentre({
  tasks,
  loadError,
  onReload,
  cancelTask,
  actionsOf = noActions,
  patientOf,
  onOpenChange,
  timeZone,
}: TaskCentreProps) {
  const { t } = useFormsTranslation();
  const [isOpen, setOpen] = useState(false);
  const [feed] = useState(createTaskFeed);
  useEffect(() => feed.publish(tasks ?? []), [feed, tasks]);
  const underWay = tasks?.filter(isUnderWay).length ?? 0;
  const translate: TranslateFunction = (key, options) => t(key, options);
  const open = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <Button variant="ghost" className={styles.triggerButton}>
        <span className={styles.trigger}>
          <Icon name="tasks" />
          <span className={styles.triggerLabel}>{t('taskCentre.open')}</span>{' '}
          {underWay > 0 && (
            <span className={styles.count}>
              <Badge tone="info">
                {underWay}
                <span className={styles.visuallyHidden}> {t('taskCentre.underWay')}</span>
              </Badge>
            </span>
          )}
        </span>
      </Button>
      <Modal isDismissable>
        <Dialog title={t('taskCentre.title')}>
          {(close) => (
            <div className={styles.body}>
              <p className={styles.note}>{t('taskCentre.intro')}</p>
              {loadError !== undefined && loadError !== null ? (
                <>
                  <p role="alert" className={styles.error}>
                    {t('taskCentre.loadFailed', { reason: failureText(loadError, translate) })}
                  </p>
                  {onReload && (
                    <Button variant="secondary" onPress={onReload}>
                      {t('taskCentre.reload')}
                    </Button>
                  )}
                </>
              ) : !tasks ? (
                <Spinner />
              ) : tasks.length === 0 ? (
                <p>{t('taskCentre.empty')}</p>
              ) : (
                <ul className={styles.list} aria-label={t('taskCentre.title')}>
                  {tasks.map((task) => (
                    <TaskCentreItem
                      key={task.id}
                      task={task}
                      feed={feed}
                      cancelTask={cancelTask}
                      actions={actionsOf(task)}
                      patient={patientOf?.(task)}
                      onNavigate={close}
                      timeZone={timeZone}
                    />
                  ))}
                </ul>
              )}
            </div>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
