import {
  DOMAIN_NAMESPACE,
  ECG_PARAMETER_NAMES,
  ECG_PARAMETERS,
  ECG_SWITCHES,
  errorCodeMessageKey,
} from '@telemed/domain';
import type { AnalysisTask, EcgParameters, Examination } from '@telemed/domain';
import type { EventEditor } from '@telemed/signals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, Switch } from '@telemed/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import { AnalysisPanelFrame } from './AnalysisPanelFrame';
import { AnalysisParameterField } from './AnalysisParameterField';
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

/** How often the panel asks about a task that is not finished, ms. */
const POLL_MS = 1000;

const isUnfinished = (task: AnalysisTask | undefined) =>
  task?.status === 'pending' || task?.status === 'running';

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
  const { client } = useServices();
  const queryClient = useQueryClient();
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  const stored = useAnalysisParameters(examination);
  const tasks = useQuery({
    queryKey: ['ecgAnalysisTasks'],
    queryFn: ({ signal }) => client.ecgAnalysis.listTasks({ signal }),
    refetchInterval: (query) =>
      query.state.data?.tasks.some(
        (task) => task.examinationId === examination._id && isUnfinished(task),
      )
        ? POLL_MS
        : false,
    meta: toldOnScreen,
  });
  const task = tasks.data?.tasks.find((candidate) => candidate.examinationId === examination._id);
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
    onSuccess: async () => {
      setEdited({});
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ecgAnalysisTasks'] }),
        queryClient.invalidateQueries({ queryKey: analysisParametersKey(examination) }),
      ]);
    },
  });
  const cancel = useMutation({
    mutationFn: (taskId: string) => client.ecgAnalysis.removeTask({ params: { taskId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ecgAnalysisTasks'] }),
  });

  // When the task this page follows finishes, the page shows what it found (the live socket
  // says so too; this does not depend on it).
  const latestEditor = useRef(editor);
  useEffect(() => {
    latestEditor.current = editor;
  });
  const followed = useRef<string>(undefined);
  useEffect(() => {
    if (!task) return;
    if (isUnfinished(task)) {
      followed.current = task._id;
      return;
    }
    if (followed.current !== task._id || task.status !== 'done') return;
    followed.current = undefined;
    for (const origin of ['analysis', 'quality analysis'] as const)
      void replaceDetectedEvents(client, ref, () => latestEditor.current, origin);
    void queryClient.invalidateQueries({ queryKey: beatsKey(ref) });
    void queryClient.invalidateQueries({ queryKey: [...examinationReviewKey(ref), 'statistics'] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the task's status only
  }, [task?._id, task?.status]);

  const feedback = useServerFeedback(start.error, FIELD_NAMES);
  if (stored.data?.family !== 'ecg') return null;
  const { parameters, defaults } = stored.data;
  const typeName = t(`addExamination.types.${examination.type}`);
  const busy = start.isPending || isUnfinished(task);

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
        <p role="status" className={styles.intro} data-testid="ecg-analysis-status">
          {task && taskStatusText(t, task)}
        </p>
      }
      actions={
        <>
          <Button
            variant="primary"
            isPending={busy}
            isDisabled={busy}
            onPress={() => setConfirming(true)}
          >
            {t('examination.analysis.run')}
          </Button>
          {task && isUnfinished(task) && (
            <Button
              variant="secondary"
              isPending={cancel.isPending}
              onPress={() => cancel.mutate(task._id)}
            >
              {t('examination.ecgAnalysis.cancel')}
            </Button>
          )}
        </>
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
function taskStatusText(t: ReturnType<typeof useTranslation>['t'], task: AnalysisTask): string {
  if (task.status === 'done')
    return t('examination.ecgAnalysis.status.done', {
      beats: task.result?.beats ?? 0,
      events: task.result?.events ?? 0,
    });
  if (task.status === 'failed') {
    const key = task.error && errorCodeMessageKey(task.error.code);
    const reason = key
      ? t(key, { ns: DOMAIN_NAMESPACE, defaultValue: task.error?.message })
      : (task.error?.message ?? '');
    return t('examination.ecgAnalysis.status.failed', { reason });
  }
  return t(`examination.ecgAnalysis.status.${task.status}`);
}
