import { isEcgAnalysisType } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import { Button, Link, formatDateTime } from '@telemed/ui';
import { FORMS_NAMESPACE } from '@telemed/forms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shell/DetailList';
import { usePatientClinics } from '../../session/usePatientClinics';
import { useTeam } from '../../session/useTeams';
import { ReportPdfPanel } from './ReportPdfPanel';
import { patientReportPath, reportPath } from './reportPaths';
import * as styles from './ReportScreen.css';

/** Props of {@link ReportFrame}. */
export interface ReportFrameProps {
  examination: Examination;
  reportId: string;
  generatedAt: string;
  /** The span the report covers: the recording's, else the examination's. */
  period: { startDate: string; endDate: string };
  /** Which report this is: the other one is linked. */
  kind: 'report' | 'hrv';
  children: ReactNode;
}

/**
 * What both reports share: on screen the way back to the examination, the other report,
 * printing (which saves a PDF through the browser's print dialog) and the PDF rendered on the
 * server, to download or send; on paper and screen the
 * clinic, the patient, the examination, its physician, and when and as what this report was made.
 * The examination's patient (who does not work in the clinic) reads the same report with the way
 * back to their home instead of the staff's tools.
 */
export function ReportFrame({
  examination,
  reportId,
  generatedAt,
  period,
  kind,
  children,
}: ReportFrameProps) {
  const { t } = useTranslation();
  const staffTeam = useTeam(examination.teamId);
  const patientTeam = usePatientClinics().data?.find(({ _id }) => _id === examination.teamId);
  const isStaff = staffTeam !== undefined;
  const pathOf = isStaff ? reportPath : patientReportPath;
  return (
    <div className={styles.sheet}>
      <div className={styles.toolbar}>
        {isStaff ? (
          <Link href={`/clinic/${examination.teamId}/examinations/${examination._id}`}>
            {t('reports.backToExamination')}
          </Link>
        ) : (
          <Link href="/my-health">{t('patientHome.titles.home')}</Link>
        )}
        {kind === 'hrv' && <Link href={pathOf(examination, 'report')}>{t('titles.report')}</Link>}
        {kind === 'report' && isEcgAnalysisType(examination.type) && (
          <Link href={pathOf(examination, 'hrvreport')}>{t('titles.hrvReport')}</Link>
        )}
        <Button variant="secondary" onPress={() => window.print()}>
          {t('reports.print')}
        </Button>
      </div>
      {isStaff && (
        <ReportPdfPanel
          examination={examination}
          defaultVariant={kind === 'hrv' ? 'hrv' : 'full'}
        />
      )}
      <DetailList
        details={[
          [t('reports.clinic'), (staffTeam ?? patientTeam)?.name],
          [t('reports.patient'), examination.patientFullName],
          [
            t('reports.examination'),
            t(`examinationTypes.${examination.type}`, {
              ns: FORMS_NAMESPACE,
              defaultValue: examination.type,
            }),
          ],
          [
            t('reports.period'),
            `${formatDateTime(period.startDate)} – ${formatDateTime(period.endDate)}`,
          ],
          [t('reports.physician'), examination.assignedPhysician?.fullName],
          [t('reports.generated'), formatDateTime(generatedAt)],
          [t('reports.reportId'), reportId],
        ]}
      />
      {children}
    </div>
  );
}
