import type { Examination, ExaminationEvent } from '@telemed/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, toastQueue } from '@telemed/ui';
import { FORMS_NAMESPACE } from '@telemed/forms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldGrid } from '../../shell/screenLayout.css';
import * as styles from './ExaminationScreen.css';
import { viewerEventOf } from './viewerEvents';
import { analysisParametersKey, examinationReviewKey } from './reviewQueries';

/** Props of {@link AnalysisPanelFrame}. */
export interface AnalysisPanelFrameProps {
  examination: Examination;
  /** Id of the heading, which names the panel. */
  headingId: string;
  intro: string;
  /** The parameter fields. */
  fields: ReactNode;
  /** Under the fields, e.g. the analysis's switches. */
  options?: ReactNode;
  /** What the server refused outside the fields. */
  formError: string | undefined;
  /** Above the buttons, e.g. where a background analysis stands. */
  status?: ReactNode;
  /** The buttons that run the analysis (and cancel it), before "Restore defaults". */
  actions: ReactNode;
  busy: boolean;
  onRestoreDefaults: () => void;
  /** The warning before a run. */
  dialog: ReactNode;
}

/**
 * What the analysis panels share (clinical-domain §2 "analysis parameter settings per
 * examination type"): the heading with the type, an introduction, the parameter fields in a grid,
 * a refusal of the whole form, the run buttons with "Restore defaults", and the warning.
 */
export function AnalysisPanelFrame({
  examination,
  headingId,
  intro,
  fields,
  options,
  formError,
  status,
  actions,
  busy,
  onRestoreDefaults,
  dialog,
}: AnalysisPanelFrameProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('examination.analysis.heading', {
          type: t(`examinationTypes.${examination.type}`, { ns: FORMS_NAMESPACE }),
        })}
      </h3>
      <p className={styles.intro}>{intro}</p>
      <div className={fieldGrid}>{fields}</div>
      {options}
      {formError && (
        <p role="alert" className={styles.intro}>
          {formError}
        </p>
      )}
      {status}
      <div className={styles.buttons}>
        {actions}
        <Button variant="ghost" isDisabled={busy} onPress={onRestoreDefaults}>
          {t('examination.analysis.restoreDefaults')}
        </Button>
      </div>
      {dialog}
    </section>
  );
}

/**
 * What an analysis on request answered, shown: the page's events become the answer's, a toast
 * says how many were found, and the statistics and the clinic's parameters are read again.
 */
export function useAnalysisAnswer(examination: Examination) {
  const queryClient = useQueryClient();
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  return async (events: readonly ExaminationEvent[], found: string) => {
    queryClient.setQueryData([...examinationReviewKey(ref), 'events'], events.map(viewerEventOf));
    toastQueue.show(found, { tone: 'success' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...examinationReviewKey(ref), 'statistics'] }),
      queryClient.invalidateQueries({ queryKey: analysisParametersKey(examination) }),
    ]);
  };
}
