import { RESPIRATORY_PARAMETERS, RESPIRATORY_PARAMETER_NAMES } from '@telemed/domain';
import type {
  ApneaAnalysisKind,
  Examination,
  RespiratoryParameterName,
  RespiratoryParameters,
} from '@telemed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, toastQueue } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import { fieldGrid } from '../../shell/screenLayout.css';
import { AnalysisParameterField } from './AnalysisParameterField';
import * as styles from './ExaminationScreen.css';
import { viewerEventOf } from './eventSaves';
import {
  analysisParametersKey,
  examinationReviewKey,
  useAnalysisParameters,
} from './reviewQueries';

/** Props of {@link AnalysisPanel}. */
export interface AnalysisPanelProps {
  examination: Examination;
}

const FIELD_NAMES = RESPIRATORY_PARAMETER_NAMES.map((name) => `parameters.${name}`);

/**
 * The respiratory detector parameters of the clinic for this examination's type (clinical-domain
 * §2 "analysis parameter settings per examination type") and running the analysis with them
 * (`POST analysis/apnea`) or the signal quality check (`POST quality/apnea`). Both replace the
 * detected events they own, so each asks first (§4: the warning); the parameters become the
 * clinic's for the type, and the page's events and statistics are replaced by the answer.
 */
export function AnalysisPanel({ examination }: AnalysisPanelProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  const stored = useAnalysisParameters(examination);
  const [edited, setEdited] = useState<RespiratoryParameters>({});
  const [confirming, setConfirming] = useState<ApneaAnalysisKind>();
  const run = useMutation({
    mutationFn: (kind: ApneaAnalysisKind) =>
      client.runApneaAnalysis(kind, {
        examinationId: examination._id,
        parameters: kind === 'analysis' ? edited : {},
      }),
    onSuccess: async (answer, kind) => {
      const origin = kind === 'analysis' ? 'analysis' : 'quality analysis';
      queryClient.setQueryData(
        [...examinationReviewKey(ref), 'events'],
        answer.events.map(viewerEventOf),
      );
      setEdited({});
      toastQueue.show(
        t(`examination.analysis.done.${kind}`, {
          count: answer.events.filter((event) => event.origin === origin).length,
        }),
        { tone: 'success' },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...examinationReviewKey(ref), 'statistics'] }),
        queryClient.invalidateQueries({ queryKey: analysisParametersKey(examination) }),
      ]);
    },
  });
  const feedback = useServerFeedback(run.error, FIELD_NAMES);
  if (stored.data?.family !== 'respiratory') return null;
  const { parameters, defaults } = stored.data;
  const valueOf = (name: RespiratoryParameterName) => edited[name] ?? parameters[name];
  const typeName = t(`addExamination.types.${examination.type}`);

  return (
    <section className={styles.panel} aria-labelledby="analysis-heading">
      <h3 id="analysis-heading" className={styles.heading}>
        {t('examination.analysis.heading', { type: typeName })}
      </h3>
      <p className={styles.intro}>{t('examination.analysis.intro')}</p>
      <div className={fieldGrid}>
        {RESPIRATORY_PARAMETER_NAMES.map((name) => (
          <AnalysisParameterField
            key={name}
            label={t(`examination.analysis.parameters.${name}`)}
            unit={t(`examination.analysis.units.${unitKey(RESPIRATORY_PARAMETERS[name].unit)}`)}
            range={RESPIRATORY_PARAMETERS[name]}
            defaultValue={defaults[name]}
            value={valueOf(name)}
            onChange={(value) => setEdited((current) => ({ ...current, [name]: value }))}
            error={feedback.fieldErrors[`parameters.${name}`]}
          />
        ))}
      </div>
      {feedback.formError && (
        <p role="alert" className={styles.intro}>
          {feedback.formError}
        </p>
      )}
      <div className={styles.buttons}>
        <Button
          variant="primary"
          isPending={run.isPending && run.variables === 'analysis'}
          isDisabled={run.isPending}
          onPress={() => setConfirming('analysis')}
        >
          {t('examination.analysis.run')}
        </Button>
        <Button
          variant="secondary"
          isPending={run.isPending && run.variables === 'quality'}
          isDisabled={run.isPending}
          onPress={() => setConfirming('quality')}
        >
          {t('examination.analysis.runQuality')}
        </Button>
        <Button
          variant="ghost"
          isDisabled={run.isPending}
          onPress={() => setEdited({ ...defaults })}
        >
          {t('examination.analysis.restoreDefaults')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
        title={t(`examination.analysis.confirmTitle.${confirming ?? 'analysis'}`)}
        message={t(`examination.analysis.confirmMessage.${confirming ?? 'analysis'}`, {
          type: typeName,
        })}
        confirmLabel={t('examination.analysis.confirm')}
        onConfirm={() => {
          if (confirming) run.mutate(confirming);
        }}
      />
    </section>
  );
}

/** The i18n key of a parameter's unit. */
function unitKey(unit: string): 'percent' | 'seconds' | 'decibels' {
  if (unit === '%') return 'percent';
  if (unit === 'dB') return 'decibels';
  return 'seconds';
}
