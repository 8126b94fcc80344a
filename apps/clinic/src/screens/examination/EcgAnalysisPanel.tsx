import {
  DOMAIN_NAMESPACE,
  ECG_PARAMETER_NAMES,
  ECG_PARAMETERS,
  ECG_SWITCHES,
  errorCodeMessageKey,
} from '@telemed/domain';
import type { EcgParameters, Examination, Task } from '@telemed/domain';
import type { EventEditor } from '@telemed/signals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, Switch } from '@telemed/ui';
import {
  FORMS_NAMESPACE,
  followedTask,
  TaskStatus,
  taskLifecycleActors,
  taskLifecycleMachine,
} from '@telemed/forms';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import { AnalysisPanelFrame } from './AnalysisPanelFrame';
import { AnalysisParameterField } from './AnalysisParameterField';
import {
  ecgAnalysisTaskServices,
  ecgAnalysisTasksKey,
  useEcgAnalysisTasks,
} from './ecgAnalysisTasks';
import * as styles from './ExaminationScreen.css';
import {
  analysisParametersKey,
  examinationReviewKey,
  useAnalysisParameters,
} from './reviewQueries';
import { beatsKey } from './useBeats';
import { replaceDetectedEvents } from './useLiveEvents';

/** Props of {@link EcgAnalysisPanel}. */
export interface EcgAnalysisPanelProps {
  examination: Examination;
  /** The page's events, swapped for the new analysis's when it is done. */
  editor: EventEditor;
}

const FIELD_NAMES = [...ECG_PARAMETER_NAMES, ...ECG_SWITCHES].map((name) => `parameters.${name}`);

/**
 * The Holter ECG analysis of this examination (clinical-domain §2 "analysis parameter settings
 * per examination type"): the clinic's ECG detector parameters for the type, and running the
 * analysis with them in the background (`POST analysis/ecg/tasks`) after a warning (§4: the
 * detected events and the beat types are replaced). The panel follows the task until it is done
 * (then the page's events, beats and statistics are the new analysis's) or failed, and can
 * cancel it meanwhile.
 */
export function EcgAnalysisPanel({ examination, editor }: EcgAnalysisPanelProps) {
  const { t } = useTranslation();
  const services = useServices();
  const { client } = services;
  const queryClient = useQueryClient();
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  const stored = useAnalysisParameters(examination);
  // The newest task of this examination, whoever asked for it; while it has not ended, its
  // lifecycle polls the list.
  const tasks = useEcgAnalysisTasks(examination.teamId);
  const task = tasks.data?.tasks.find((candidate) => candidate.examinationId === examination._id);
  const [taskMachine] = useState(() =>
    taskLifecycleMachine.provide({
      actors: taskLifecycleActors(ecgAnalysisTaskServices(services, examination.teamId)),
    }),
  );
  const taskActor = useActorRef(taskMachine);
  const isTaskActive = useSelector(taskActor, (snapshot) => snapshot.hasTag('active'));
  useEffect(() => {
    if (task) taskActor.send({ type: 'task.follow', task: followedTask(task) });
  }, [taskActor, task]);
  const [edited, setEdited] = useState<EcgParameters>({});
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: () =>
      client.ecgAnalysis.createTask({
        body: {
          teamId: examination.teamId,
          examinationId: examination._id,
          parameters: edited,
        },
      }),
    onSuccess: async (created) => {
      setEdited({});
      taskActor.send({ type: 'task.follow', task: followedTask(created) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ecgAnalysisTasksKey(examination.teamId) }),
        queryClient.invalidateQueries({ queryKey: analysisParametersKey(examination) }),
      ]);
    },
  });

  // When a task this page watched is done, the page shows what it found (the live socket says
  // so too; this does not depend on it).
  const showAnalysis = useEffectEvent(() => {
    for (const origin of ['analysis', 'quality analysis'] as const)
      void replaceDetectedEvents(client, ref, () => editor, origin);
    void queryClient.invalidateQueries({ queryKey: beatsKey(ref) });
    void queryClient.invalidateQueries({ queryKey: [...examinationReviewKey(ref), 'statistics'] });
  });
  useEffect(() => {
    const completed = taskActor.on('task.completed', () => showAnalysis());
    return () => completed.unsubscribe();
  }, [taskActor]);

  const feedback = useServerFeedback(start.error, FIELD_NAMES);
  if (stored.data?.family !== 'ecg') return null;
  const { parameters, defaults } = stored.data;
  const typeName = t(`examinationTypes.${examination.type}`, { ns: FORMS_NAMESPACE });
  const busy = start.isPending || isTaskActive;

  return (
    <AnalysisPanelFrame
      examination={examination}
      headingId="ecg-analysis-heading"
      intro={t('examination.ecgAnalysis.intro')}
      fields={ECG_PARAMETER_NAMES.map((name) => {
        const { unit } = ECG_PARAMETERS[name];
        return (
          <AnalysisParameterField
            key={name}
            label={t(`examination.ecgAnalysis.parameters.${name}`)}
            unit={unit ? t(`examination.ecgAnalysis.units.${ECG_UNIT_KEYS[unit]}`) : undefined}
            range={ECG_PARAMETERS[name]}
            defaultValue={defaults[name]}
            value={edited[name] ?? parameters[name]}
            onChange={(value) => setEdited((current) => ({ ...current, [name]: value }))}
            error={feedback.fieldErrors[`parameters.${name}`]}
          />
        );
      })}
      options={
        <div className={styles.buttons}>
          {ECG_SWITCHES.map((name) => (
            <Switch
              key={name}
              isSelected={edited[name] ?? parameters[name]}
              onChange={(value) => setEdited((current) => ({ ...current, [name]: value }))}
            >
              {t(`examination.ecgAnalysis.parameters.${name}`)}
            </Switch>
          ))}
        </div>
      }
      formError={feedback.formError}
      status={
        <div data-testid="ecg-analysis-status">
          <TaskStatus
            actorRef={taskActor}
            describeTask={(followed) => {
              const listed = tasks.data?.tasks.find(({ id }) => id === followed.taskId);
              // A cancelled task's generic words say it.
              return listed && followed.status !== 'cancelled'
                ? taskStatusText(t, listed)
                : undefined;
            }}
            cancelLabel={t('examination.ecgAnalysis.cancel')}
            describeFailure={(error) => errorText(error, t)}
          />
        </div>
      }
      actions={
        <Button
          variant="primary"
          isPending={busy}
          isDisabled={busy}
          onPress={() => setConfirming(true)}
        >
          {t('examination.analysis.run')}
        </Button>
      }
      busy={busy}
      onRestoreDefaults={() => setEdited({ ...defaults })}
      dialog={
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('examination.analysis.confirmTitle.analysis')}
          message={t('examination.ecgAnalysis.confirmMessage', { type: typeName })}
          confirmLabel={t('examination.analysis.confirm')}
          onConfirm={() => start.mutate()}
        />
      }
    />
  );
}

/** The i18n keys of the ECG parameters' units. */
const ECG_UNIT_KEYS = { s: 'seconds', '/min': 'perMinute', '%': 'percent' } as const;

/** Where a task stands, in words; a failure with the catalogue's translated reason. */
function taskStatusText(t: ReturnType<typeof useTranslation>['t'], task: Task): string {
  if (task.status === 'completed') {
    const result = task.extra.type === 'ecgAnalysis' ? task.extra.result : null;
    return t('examination.ecgAnalysis.status.completed', {
      beats: result?.beats ?? 0,
      events: result?.events ?? 0,
    });
  }
  if (task.status === 'failed') {
    const key = task.error && errorCodeMessageKey(task.error.code);
    const reason = key
      ? t(key, { ns: DOMAIN_NAMESPACE, defaultValue: task.error?.message })
      : (task.error?.message ?? '');
    return t('examination.ecgAnalysis.status.failed', { reason });
  }
  return t(`examination.ecgAnalysis.status.${task.status}`);
}
