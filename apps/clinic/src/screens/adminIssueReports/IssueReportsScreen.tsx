import { ISSUE_REPORT_CATEGORIES } from '@telemed/domain';
import type { IssueReportCategory } from '@telemed/domain';
import {
  Cell,
  Column,
  DateTime,
  Pagination,
  Row,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@telemed/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import * as styles from './IssueReportsScreen.css';

/** Reports per page. */
export const ISSUE_REPORTS_PAGE_SIZE = 20;

const ALL = 'all';

/**
 * `/admin/issue-reports`: the issue reports users sent from any screen (clinical-domain §1, §7,
 * §8), newest first, for site administrators: when, which of the nine categories, what the
 * reporter wrote, who they are and which clinic and examination the report names. Filtered by
 * category, a page at a time.
 */
export function IssueReportsScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  const [category, setCategory] = useState<IssueReportCategory | undefined>(undefined);
  const [page, setPage] = useState(1);
  const reports = useQuery({
    queryKey: ['admin', 'issueReports', category, page],
    queryFn: ({ signal }) =>
      client.issueReports.listIssueReports(
        {
          query: {
            category,
            offset: (page - 1) * ISSUE_REPORTS_PAGE_SIZE,
            size: ISSUE_REPORTS_PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const categories = [
    { id: ALL, name: t('adminIssueReports.allCategories') },
    ...ISSUE_REPORT_CATEGORIES.map((id) => ({ id, name: t(`issueReport.categories.${id}`) })),
  ];

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="issue-reports-heading" heading={t('adminIssueReports.heading')}>
        <div className={layout.filterRow}>
          <Select
            label={t('adminIssueReports.category')}
            items={categories}
            selectedKey={category ?? ALL}
            onSelectionChange={(key) => {
              setCategory(ISSUE_REPORT_CATEGORIES.find((id) => id === key));
              setPage(1);
            }}
            className={styles.categoryFilter}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        {reports.isError ? (
          <Text>{errorText(reports.error, t)}</Text>
        ) : (
          <Table
            aria-label={t('adminIssueReports.heading')}
            isLoading={reports.isPending}
            loadingRowCount={3}
          >
            <TableHeader>
              <Column id="received" isRowHeader>
                {t('adminIssueReports.columns.received')}
              </Column>
              <Column id="category">{t('adminIssueReports.columns.category')}</Column>
              <Column id="description">{t('adminIssueReports.columns.description')}</Column>
              <Column id="reporter">{t('adminIssueReports.columns.reporter')}</Column>
              <Column id="clinic">{t('adminIssueReports.columns.clinic')}</Column>
            </TableHeader>
            <TableBody
              items={reports.data?.data ?? []}
              emptyText={t(category ? 'adminIssueReports.noMatches' : 'adminIssueReports.empty')}
            >
              {(report) => (
                <Row id={report._id}>
                  <Cell>
                    <DateTime value={report.createdAt} />
                  </Cell>
                  <Cell>{t(`issueReport.categories.${report.category}`)}</Cell>
                  <Cell>
                    <span className={styles.description}>{report.description}</span>
                  </Cell>
                  <Cell>
                    {report.reporter.fullName || report.reporter.email}
                    {report.reporter.fullName && (
                      <span className={styles.secondary}>{report.reporter.email}</span>
                    )}
                  </Cell>
                  <Cell>
                    {report.teamName ?? t('adminIssueReports.noClinic')}
                    {report.examinationId && (
                      <span className={styles.secondary}>
                        {t('adminIssueReports.examination', { id: report.examinationId })}
                      </span>
                    )}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
        <Pagination
          total={reports.data?.total ?? 0}
          pageSize={ISSUE_REPORTS_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          aria-label={t('adminIssueReports.pages')}
        />
      </SectionCard>
    </div>
  );
}
