import { COVID_PARAMETER_NAMES, COVID_PARAMETERS } from '@telemed/domain';
import type { CovidParameters, Examination } from '@telemed/domain';
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

/** Props of {@link CovidAnalysisPanel}. */
export interface CovidAnalysisPanelProps {
  examination: Examination;
}

const FIELD_NAMES = COVID_PARAMETER_NAMES.map((name) => `parameters.${name}`);

/** The i18n keys of the COVID parameters' units. */
const UNIT_KEYS = {
  '/min': 'perMinute',
  '°C': 'celsius',
  '%': 'percent',
  dB: 'decibels',
  s: 'seconds',
} as const;

/**
 * The COVID alert parameters of the clinic for home monitoring (clinical-domain §2 "analysis
 * parameter settings per examination type"; §3 heart_rate_max, respiration_rate_max,
 * temperature_max, saturation_level_min, the cough's intensity, energy and sound power) and
 * running the alerts again with them (`POST analysis/covid`) after the warning (§4: detected
 * events are replaced). The parameters become the clinic's, the page's events the answer's.
 */
export function CovidAnalysisPanel({ examination }: CovidAnalysisPanelProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const stored = useAnalysisParameters(examination);
  const showAnswer = useAnalysisAnswer(examination);
  const [edited, setEdited] = useState<CovidParameters>({});
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({
    mutationFn: () =>
      client.analysis.covid({ body: { examinationId: examination._id, parameters: edited } }),
    onSuccess: async (answer) => {
      setEdited({});
      await showAnswer(
        answer.events,
        t('examination.analysis.done.analysis', {
          count: answer.events.filter((event) => event.origin !== 'user').length,
        }),
      );
    },
  });
  const feedback = useServerFeedback(run.error, FIELD_NAMES);
  if (stored.data?.family !== 'covid') return null;
  const { parameters, defaults } = stored.data;
  const typeName = t(`examinationTypes.${examination.type}`, { ns: FORMS_NAMESPACE });

  return (
    <AnalysisPanelFrame
      examination={examination}
      headingId="covid-analysis-heading"
      intro={t('examination.covidAnalysis.intro')}
      fields={COVID_PARAMETER_NAMES.map((name) => (
        <AnalysisParameterField
          key={name}
          label={t(`examination.covidAnalysis.parameters.${name}`)}
          unit={t(`examination.covidAnalysis.units.${UNIT_KEYS[COVID_PARAMETERS[name].unit]}`)}
          range={COVID_PARAMETERS[name]}
          defaultValue={defaults[name]}
          value={edited[name] ?? parameters[name]}
          onChange={(value) => setEdited((current) => ({ ...current, [name]: value }))}
          error={feedback.fieldErrors[`parameters.${name}`]}
        />
      ))}
      formError={feedback.formError}
      actions={
        <Button
          variant="primary"
          isPending={run.isPending}
          isDisabled={run.isPending}
          onPress={() => setConfirming(true)}
        >
          {t('examination.analysis.run')}
        </Button>
      }
      busy={run.isPending}
      onRestoreDefaults={() => setEdited({ ...defaults })}
      dialog={
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('examination.analysis.confirmTitle.analysis')}
          message={t('examination.covidAnalysis.confirmMessage', { type: typeName })}
          confirmLabel={t('examination.analysis.confirm')}
          onConfirm={() => run.mutate()}
        />
      }
    />
  );
}
