import type { TranslateFunction } from '@telemed/domain';
import { Button } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type {
  TaskLifecycleSnapshot,
  TaskProgress,
  taskLifecycleMachine,
} from '../../machines/taskLifecycle/taskLifecycleMachine';
import { failureText } from '../../validation/failureFeedback';
import type { DescribeFailure } from '../../validation/failureFeedback';
import * as styles from './TaskStatus.css';

/** Props of {@link TaskStatus}. */
export interface TaskStatusProps {
  /** The lifecycle of the task shown. */
  actorRef: ActorRefFrom<typeof taskLifecycleMachine>;
  /**
   * Where the task stands in the app's own words (what a finished analysis found, say);
   * `undefined` keeps the generic text of the status.
   */
  describeTask?: (task: TaskProgress) => string | undefined;
  /**
   * The Cancel button's label.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * What a failure says: why the task failed, why it could not be cancelled.
   * @default the domain catalogue's text, or the server's message
   */
  describeFailure?: DescribeFailure;
}

const select = (snapshot: TaskLifecycleSnapshot) => ({
  task: snapshot.context.task,
  cancelError: snapshot.context.cancelError,
  isActive: snapshot.hasTag('active'),
  isCancelling: snapshot.hasTag('cancelling'),
});

const same = (a: ReturnType<typeof select>, b: ReturnType<typeof select>) =>
  a.task === b.task &&
  a.cancelError === b.cancelError &&
  a.isActive === b.isActive &&
  a.isCancelling === b.isCancelling;

/**
 * Where a background task stands (platform-core §3 "Task", §4 "Tasks"): waiting, running (with
 * its stage and progress), done, failed with the reason, or cancelled; a Cancel button while it
 * has not ended. Nothing shows before a task is followed.
 * @selector [data-task-status] on the root: waiting, running, completed, failed or cancelled
 */
export function TaskStatus({
  actorRef,
  describeTask,
  cancelLabel,
  describeFailure,
}: TaskStatusProps) {
  const { t } = useFormsTranslation();
  const { task, cancelError, isActive, isCancelling } = useSelector(actorRef, select, same);
  if (!task) return null;
  const translate: TranslateFunction = (key, options) => t(key, options);
  const reasonOf = (error: unknown) =>
    describeFailure ? describeFailure(error) : failureText(error, translate);
  const genericText = {
    waiting: () => t('task.waiting'),
    running: () =>
      task.totalStages > 1
        ? t('task.runningStage', { stage: task.stage, totalStages: task.totalStages })
        : t('task.running'),
    completed: () => t('task.completed'),
    failed: () => t('task.failed', { reason: reasonOf(task.error) }),
    cancelled: () => t('task.cancelled'),
  }[task.status];
  const showsProgress = task.status === 'running' && task.progress > 0;
  return (
    <div className={styles.taskStatus} data-task-status={task.status}>
      <p role="status" className={styles.statusText}>
        {describeTask?.(task) ?? genericText()}
      </p>
      {showsProgress && (
        <progress
          className={styles.progress}
          value={task.progress}
          max={100}
          aria-label={t('task.progress')}
        />
      )}
      {isActive && (
        <Button
          variant="secondary"
          size="small"
          // Not `isPending`: react-aria would announce the button by its id, and the button is
          // gone once the task is cancelled, leaving the announcement without a name.
          isDisabled={isCancelling}
          onPress={() => actorRef.send({ type: 'task.cancel' })}
        >
          {cancelLabel ?? t('task.cancel')}
        </Button>
      )}
      {cancelError !== null && (
        <p role="alert" className={styles.cancelFailure}>
          {t('task.cancelFailed', { reason: reasonOf(cancelError) })}
        </p>
      )}
    </div>
  );
}
