import { QUALIFICATION_PAGE_SIZE } from '@telemed/domain';
import type { Qualification, QualificationState } from '@telemed/domain';
import {
  QualificationStateBadge,
  QualificationStateFilter,
  StartQualificationDialog,
} from '@telemed/forms';
import {
  Button,
  Cell,
  Column,
  DateTime,
  Modal,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@telemed/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { usePatientSearch } from '../examinations/examinationLookups';
import { qualificationsKey } from './qualificationQueries';

/**
 * `/clinic/:teamId/qualifications` (platform-core §2, clinical-domain §2): the clinic's
 * qualifications to tele-rehabilitation, newest first, a page at a time, filtered by state;
 * each row opens its form. Staff start a qualification for a patient from here.
 */
export function QualificationsScreen() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const { client } = useServices();
  const navigate = useNavigate();
  const searchPatients = usePatientSearch(teamId);
  const [state, setState] = useState<QualificationState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const qualifications = useQuery({
    queryKey: [...qualificationsKey(teamId), 'list', state, page],
    queryFn: ({ signal }) =>
      client.qualifications.list(
        {
          params: { teamId },
          query: { state, page: page - 1, limit: QUALIFICATION_PAGE_SIZE },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: toldOnScreen,
  });
  const open = (qualification: Qualification) =>
    void navigate(`/clinic/${teamId}/qualifications/${qualification._id}`);

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="qualifications-heading" heading={t('qualifications.heading')}>
        <div className={layout.filterRow}>
          <QualificationStateFilter
            state={state}
            onChange={(chosen) => {
              setState(chosen);
              setPage(1);
            }}
          />
          <Button variant="primary" onPress={() => setStarting(true)}>
            {t('qualifications.start')}
          </Button>
        </div>
        {qualifications.isError ? (
          <Text>
            {t('qualifications.loadFailed')} {errorText(qualifications.error, t)}
          </Text>
        ) : (
          <Table
            aria-label={t('qualifications.heading')}
            isLoading={qualifications.isPending}
            loadingRowCount={3}
          >
            <TableHeader>
              <Column id="patient" isRowHeader>
                {t('qualifications.columns.patient')}
              </Column>
              <Column id="state">{t('qualifications.columns.state')}</Column>
              <Column id="totalScore">{t('qualifications.columns.totalScore')}</Column>
              <Column id="created">{t('qualifications.columns.created')}</Column>
            </TableHeader>
            <TableBody
              items={qualifications.data?.data ?? []}
              emptyText={t(state ? 'qualifications.noMatches' : 'qualifications.empty')}
            >
              {(qualification) => (
                <Row
                  id={qualification._id}
                  href={`/clinic/${teamId}/qualifications/${qualification._id}`}
                  textValue={qualification.patientFullName}
                >
                  <Cell>{qualification.patientFullName}</Cell>
                  <Cell>
                    <QualificationStateBadge
                      state={qualification.state}
                      finalQualification={qualification.finalQualification}
                    />
                  </Cell>
                  <Cell>{qualification.figures.totalScore ?? '—'}</Cell>
                  <Cell>
                    <DateTime value={qualification.createdAt} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
        <Pagination
          total={qualifications.data?.total ?? 0}
          pageSize={QUALIFICATION_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          aria-label={t('qualifications.pages')}
        />
      </SectionCard>
      <Modal isOpen={starting} onOpenChange={setStarting}>
        <StartQualificationDialog
          searchPatients={searchPatients}
          createQualification={(memberId) =>
            client.qualifications.create({ params: { teamId }, body: { memberId } })
          }
          onStarted={(qualification) => {
            setStarting(false);
            open(qualification);
          }}
        />
      </Modal>
    </div>
  );
}
