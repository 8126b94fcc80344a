import { RESPIRATORY_PARAMETERS, RESPIRATORY_PARAMETER_NAMES } from '@telemed/domain';
import type { Examination, RespiratoryParameterName, RespiratoryParameters } from '@telemed/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, ConfirmDialog } from '@telemed/ui';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import { AnalysisParameterField } from './AnalysisParameterField';
import { AnalysisPanelFrame, useAnalysisAnswer } from './AnalysisPanelFrame';
import { useAnalysisParameters } from './reviewQueries';

/** Props of {@link AnalysisPanel}. */
export interface AnalysisPanelProps {
  examination: Examination;
}

/** Which detected events a respiratory analysis replaces: origin analysis, or quality analysis. */
type ApneaAnalysisKind = 'analysis' | 'quality';

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
  const stored = useAnalysisParameters(examination);
  const showAnswer = useAnalysisAnswer(examination);
  const [edited, setEdited] = useState<RespiratoryParameters>({});
  const [confirming, setConfirming] = useState<ApneaAnalysisKind>();
  const run = useMutation({
    mutationFn: (kind: ApneaAnalysisKind) =>
      kind === 'analysis'
        ? client.analysis.apnea({ body: { examinationId: examination._id, parameters: edited } })
        : client.analysis.qualityApnea({ body: { examinationId: examination._id } }),
    onSuccess: async (answer, kind) => {
      const origin = kind === 'analysis' ? 'analysis' : 'quality analysis';
      setEdited({});
      await showAnswer(
        answer.events,
        t(`examination.analysis.done.${kind}`, {
          count: answer.events.filter((event) => event.origin === origin).length,
        }),
      );
    },
  });
  const feedback = useServerFeedback(run.error, FIELD_NAMES);
  if (stored.data?.family !== 'respiratory') return null;
  const { parameters, defaults } = stored.data;
  const valueOf = (name: RespiratoryParameterName) => edited[name] ?? parameters[name];
  const typeName = t(`examinationTypes.${examination.type}`, { ns: FORMS_NAMESPACE });

  return (
    <AnalysisPanelFrame
      examination={examination}
      headingId="analysis-heading"
      intro={t('examination.analysis.intro')}
      fields={RESPIRATORY_PARAMETER_NAMES.map((name) => (
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
      formError={feedback.formError}
      actions={
        <>
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
        </>
      }
      busy={run.isPending}
      onRestoreDefaults={() => setEdited({ ...defaults })}
      dialog={
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
      }
    />
  );
}

/** The i18n key of a parameter's unit. */
function unitKey(unit: string): 'percent' | 'seconds' | 'decibels' {
  if (unit === '%') return 'percent';
  if (unit === 'dB') return 'decibels';
  return 'seconds';
}
