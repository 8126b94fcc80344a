import { hasPermission, isEcgAnalysisType } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import type { TimeWindow } from '@telemed/signals';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  Link,
  Modal,
  Text,
  formatDateTime,
  toastQueue,
} from '@telemed/ui';
import { EdfExportDialog, EdfImportDialog, FORMS_NAMESPACE } from '@telemed/forms';
import type { ExportableChannel } from '@telemed/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { useTeam } from '../../session/useTeams';
import { ExaminationActionPlan } from '../actionPlans/ExaminationActionPlan';
import { EDF_EXPORT_PARAM, edfExportServices } from './edfExportTasks';
import { edfImportServices } from './edfImportTasks';
import { signalsCsvServices } from './signalsCsvTasks';
import { reportPath } from '../report/reportPaths';
import * as styles from './ExaminationScreen.css';
import { ExaminationContext } from './ExaminationContext';
import { examinationReviewKey } from './reviewQueries';
import { useExaminationChange } from './useExaminationChange';
import { examinationWindowPath } from './windowParams';

/** Props of {@link ExaminationActions}. */
export interface ExaminationActionsProps {
  examination: Examination;
  /**
   * The window shown now, which the shared link opens (asked when the link is copied); the
   * whole examination before it is known.
   */
  shownWindow?(): TimeWindow | undefined;
  /** The recording's channels, offered by the EDF+ export; no export without a recording. */
  channels?: readonly ExportableChannel[];
}

/**
 * What the examination is (type, patient, period) and what can be done with it as a whole:
 * open its report and, for an ECG, its HRV report; import an EDF file as its recording (the
 * import dialog) and export its recording to EDF+ (the export dialog, reopened by a link that
 * names the export, `?edfExport=<task id>`), download the window shown as CSV (the same dialog in
 * its CSV format); copy a link to the window shown (clinical-domain §2
 * "share link with a time range", toasts 'link copied to clipboard' / 'Failed to copy link');
 * staff archive it after confirmation or restore it, and open its action plan (the plan's actions
 * and new ones). Its clinical context follows ({@link ExaminationContext}).
 */
export function ExaminationActions({
  examination,
  shownWindow,
  channels,
}: ExaminationActionsProps) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const [isArchiving, setArchiving] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const [isPlanning, setPlanning] = useState(false);
  // The window a CSV download was asked for, fixed when its dialog opened.
  const [csvWindow, setCsvWindow] = useState<{ startDate: string; endDate: string } | null>(null);
  const change = useExaminationChange(examination);
  const role = useTeam(examination.teamId)?.role;
  const isStaff = role !== undefined && role !== 'user';
  const mayPlan = role !== undefined && hasPermission(role, 'actionPlans.manage');
  // An export the address names (a copied link) opens once the recording's channels are known:
  // the header is drawn before the recording has loaded.
  const [exporting, setExporting] = useState<{ resumeTaskId: string | null } | null>(() => {
    const linkedExport = new URLSearchParams(location.search).get(EDF_EXPORT_PARAM);
    return linkedExport ? { resumeTaskId: linkedExport } : null;
  });
  const reviewKey = examinationReviewKey({
    teamId: examination.teamId,
    examinationId: examination._id,
  });

  // The new recording replaces what the page shows: its signals are read again.
  const imported = () => {
    setImporting(false);
    void queryClient.invalidateQueries({ queryKey: reviewKey });
  };
  const typeName = t(`examinationTypes.${examination.type}`, {
    ns: FORMS_NAMESPACE,
    defaultValue: examination.type,
  });
  const label = `${typeName}, ${examination.patientFullName}, ${formatDateTime(examination.startDate)}`;

  const copy = async (href: string) => {
    try {
      await navigator.clipboard.writeText(href);
      toastQueue.show(t('examination.linkCopied'), { tone: 'success' });
    } catch {
      toastQueue.show(t('examination.copyFailed'), { tone: 'error' });
    }
  };

  const copyLink = () => {
    const view = shownWindow?.();
    const path = view
      ? examinationWindowPath(examination.teamId, examination._id, view)
      : `/clinic/${examination.teamId}/examinations/${examination._id}`;
    void copy(new URL(path, location.origin).href);
  };
  // The export's link: this page's address naming the export, which reopens its dialog.
  const copyExportLink = (taskId: string) => {
    const href = new URL(location.href);
    href.searchParams.set(EDF_EXPORT_PARAM, taskId);
    void copy(href.href);
  };
  // The address names the export followed (the window in its path stays as the viewer wrote it).
  const nameExportInAddress = (taskId: string | null) => {
    const href = new URL(location.href);
    if (taskId) href.searchParams.set(EDF_EXPORT_PARAM, taskId);
    else href.searchParams.delete(EDF_EXPORT_PARAM);
    history.replaceState(history.state, '', href);
  };
  const closeExport = () => {
    setExporting(null);
    nameExportInAddress(null);
  };
  const shownExportWindow = () => {
    const view = shownWindow?.();
    return view
      ? {
          startDate: new Date(view.start).toISOString(),
          endDate: new Date(view.end).toISOString(),
        }
      : null;
  };

  const archive = async () => {
    await change.mutateAsync({ body: { archived: true } }).catch((error: unknown) => {
      // The dialog shows the message of what it throws; the user reads it in their language.
      throw new Error(errorText(error, t));
    });
  };

  return (
    <div className={styles.header}>
      <div className={styles.actions}>
        <div className={styles.identity}>
          <Text weight="bold" as="span">
            {typeName} · {examination.patientFullName}
          </Text>
          <Text tone="secondary" as="span">
            {formatDateTime(examination.startDate)} – {formatDateTime(examination.endDate)}
          </Text>
          {examination.archived && <Badge>{t('examination.archived')}</Badge>}
        </div>
        <div className={styles.buttons}>
          <Link href={reportPath(examination, 'report')}>{t('titles.report')}</Link>
          {isEcgAnalysisType(examination.type) && (
            <Link href={reportPath(examination, 'hrvreport')}>{t('titles.hrvReport')}</Link>
          )}
          {!examination.archived && (
            <Button variant="secondary" onPress={() => setImporting(true)}>
              {t('examination.importEdf')}
            </Button>
          )}
          {channels && channels.length > 0 && (
            <Button variant="secondary" onPress={() => setExporting({ resumeTaskId: null })}>
              {t('examination.exportEdf')}
            </Button>
          )}
          {channels && channels.length > 0 && shownWindow && (
            <Button variant="secondary" onPress={() => setCsvWindow(shownExportWindow())}>
              {t('examination.downloadCsv')}
            </Button>
          )}
          {mayPlan && (
            <Button variant="secondary" onPress={() => setPlanning(true)}>
              {t('actionPlan.open', { ns: FORMS_NAMESPACE })}
            </Button>
          )}
          <Button variant="secondary" onPress={copyLink}>
            {t('examination.copyLink')}
          </Button>
          {isStaff && !examination.archived && (
            <Button variant="ghost" onPress={() => setArchiving(true)}>
              {t('examination.archive')}
            </Button>
          )}
          {isStaff && examination.archived && (
            <Button
              variant="secondary"
              isPending={change.isPending}
              onPress={() =>
                change.mutate(
                  { body: { archived: false } },
                  {
                    onError: (error) => toastQueue.show(errorText(error, t), { tone: 'error' }),
                  },
                )
              }
            >
              {t('examination.restore')}
            </Button>
          )}
        </div>
      </div>
      <ExaminationContext
        examination={examination}
        label={label}
        isStaff={isStaff}
        onArchiveRequest={() => setArchiving(true)}
      />
      <Modal isOpen={isPlanning} onOpenChange={setPlanning}>
        <Dialog title={t('actionPlan.heading', { ns: FORMS_NAMESPACE })}>
          <ExaminationActionPlan examination={examination} />
        </Dialog>
      </Modal>
      <Modal isOpen={isImporting} onOpenChange={setImporting}>
        <EdfImportDialog
          services={edfImportServices(services, examination)}
          onImported={imported}
        />
      </Modal>
      <Modal
        isOpen={exporting !== null && channels !== undefined}
        onOpenChange={(isOpen) => !isOpen && closeExport()}
      >
        {exporting && channels && (
          <EdfExportDialog
            services={edfExportServices(services, examination)}
            input={{
              channels: [...channels],
              shownWindow: exporting.resumeTaskId ? null : shownExportWindow(),
              resumeTaskId: exporting.resumeTaskId,
            }}
            onFollowing={nameExportInAddress}
            onCopyLink={copyExportLink}
          />
        )}
      </Modal>
      <Modal
        isOpen={csvWindow !== null && channels !== undefined}
        onOpenChange={(isOpen) => !isOpen && setCsvWindow(null)}
      >
        {csvWindow && channels && (
          <EdfExportDialog
            services={signalsCsvServices(services, examination)}
            input={{ format: 'csv', channels: [...channels], shownWindow: csvWindow }}
          />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={isArchiving}
        onOpenChange={setArchiving}
        title={t('examinations.archive.title')}
        message={t('examinations.archive.message', { examination: label })}
        confirmLabel={t('examinations.archive.confirm')}
        onConfirm={archive}
      />
    </div>
  );
}
