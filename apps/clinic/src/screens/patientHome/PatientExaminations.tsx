import { isReportShared } from '@telemed/domain';
import { FORMS_NAMESPACE } from '@telemed/forms';
import {
  Badge,
  Cell,
  Column,
  Link,
  Preloader,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  formatDateTime,
} from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { patientReportPath } from '../report/reportPaths';

/** Props of {@link PatientExaminations}. */
export interface PatientExaminationsProps {
  teamId: string;
  /** The signed-in patient's member id in the clinic. */
  memberId: string;
}

/**
 * The signed-in patient's examinations in one clinic, newest first (GET teams/{teamId}/members/
 * {memberId}/examinations with their own member id: the server answers a patient only their
 * own): type, status, dates and, once described, a link to the report.
 */
export function PatientExaminations({ teamId, memberId }: PatientExaminationsProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const examinations = useQuery({
    queryKey: ['patientHome', teamId, 'examinations', memberId],
    queryFn: ({ signal }) =>
      client.examinations.listOfMember({ params: { teamId, memberId } }, { signal }),
  });
  if (examinations.isPending) return <Preloader />;
  if (examinations.isError) return <Text>{errorText(examinations.error, t)}</Text>;
  const newestFirst = [...examinations.data].reverse();
  return (
    <Table aria-label={t('patientHome.examinations.heading')}>
      <TableHeader>
        <Column id="type" isRowHeader>
          {t('patientHome.examinations.columns.type')}
        </Column>
        <Column id="status">{t('patientHome.examinations.columns.status')}</Column>
        <Column id="start">{t('patientHome.examinations.columns.start')}</Column>
        <Column id="end">{t('patientHome.examinations.columns.end')}</Column>
        <Column id="report">{t('patientHome.examinations.columns.report')}</Column>
      </TableHeader>
      <TableBody items={newestFirst} emptyText={t('patientHome.examinations.empty')}>
        {(examination) => {
          const type = t(`examinationTypes.${examination.type}`, {
            ns: FORMS_NAMESPACE,
            defaultValue: examination.type,
          });
          return (
            <Row id={examination._id} textValue={type}>
              <Cell>{type}</Cell>
              <Cell>
                <Badge>{t(`examinationStatus.${examination.status}`, { ns: 'ui' })}</Badge>
              </Cell>
              <Cell>{formatDateTime(examination.startDate)}</Cell>
              <Cell>{formatDateTime(examination.endDate)}</Cell>
              <Cell>
                {isReportShared(examination) ? (
                  <Link
                    href={patientReportPath(examination, 'report')}
                    aria-label={t('patientHome.examinations.openReportOf', {
                      type,
                      date: formatDateTime(examination.startDate),
                    })}
                  >
                    {t('patientHome.examinations.openReport')}
                  </Link>
                ) : (
                  <Text tone="secondary">{t('patientHome.examinations.reportNotReady')}</Text>
                )}
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
