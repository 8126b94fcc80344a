import { EXAMINATION_TEXT_MAX_LENGTH } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import { Alert, Button, ConfirmDialog, Text, TextArea, toastQueue } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { automaticDescription } from './automaticDescription';
import * as styles from './ExaminationScreen.css';
import { examinationKey, useExaminationStatistics } from './reviewQueries';

/** Props of {@link ReportDescriptionPanel}. */
export interface ReportDescriptionPanelProps {
  examination: Examination;
  /** Staff write and restore the description; patients read it. */
  mayEdit: boolean;
}

type Confirming = 'save' | 'restore' | null;

/**
 * The report description (clinical-domain §4): automatic while the examination has none of its
 * own — the server's findings (GET .../statistics, the report's own), which follow the events as
 * they are scored and saved; saving a text of one's own stops those updates,
 * restoring brings the automatic description back (PATCH reportDescription, null restoring), and
 * both say so before they happen. Patients read it.
 */
export function ReportDescriptionPanel({ examination, mayEdit }: ReportDescriptionPanelProps) {
  const { t, i18n } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const statistics = useExaminationStatistics({
    teamId: examination.teamId,
    examinationId: examination._id,
  });
  const findings = statistics.data?.examinationStatistics.automaticDescription;
  const automatic = useMemo(
    () => (findings ? automaticDescription(t, findings, i18n.language) : ''),
    [t, findings, i18n.language],
  );
  const saved = examination.reportDescription;
  const isAutomatic = saved === null;
  // What the user typed; until they type, the field shows the current description.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved ?? automatic;
  const [confirming, setConfirming] = useState<Confirming>(null);

  const write = async (reportDescription: string | null) => {
    const ref = { teamId: examination.teamId, examinationId: examination._id };
    await client.examinations.update({ params: ref, body: { reportDescription } });
    await queryClient.invalidateQueries({
      queryKey: examinationKey(ref),
    });
    setDraft(null);
    toastQueue.show(
      t(reportDescription === null ? 'examination.report.restored' : 'examination.report.saved'),
      { tone: 'success' },
    );
  };
  const save = () => {
    if (isAutomatic) setConfirming('save');
    else
      write(text.trim()).catch((error: unknown) =>
        toastQueue.show(errorText(error, t), { tone: 'error' }),
      );
  };

  return (
    <div className={styles.report}>
      <Alert tone="info">
        {t(isAutomatic ? 'examination.report.automaticNote' : 'examination.report.manualNote')}
      </Alert>
      {mayEdit ? (
        <>
          <TextArea
            label={t('examination.report.label')}
            value={text}
            onChange={setDraft}
            maxLength={EXAMINATION_TEXT_MAX_LENGTH}
            rows={6}
          />
          <div className={styles.buttons}>
            <Button onPress={save} isDisabled={!text.trim()}>
              {t('examination.report.save')}
            </Button>
            {!isAutomatic && (
              <Button variant="secondary" onPress={() => setConfirming('restore')}>
                {t('examination.report.restore')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <Text>{text}</Text>
      )}
      <ConfirmDialog
        isOpen={confirming === 'save'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('examination.report.saveTitle')}
        message={t('examination.report.saveMessage')}
        confirmLabel={t('examination.report.save')}
        isDestructive={false}
        onConfirm={() => write(text.trim())}
      />
      <ConfirmDialog
        isOpen={confirming === 'restore'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('examination.report.restoreTitle')}
        message={t('examination.report.restoreMessage')}
        confirmLabel={t('examination.report.restore')}
        onConfirm={() => write(null)}
      />
    </div>
  );
}
