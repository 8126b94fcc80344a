import { PROGRAM_LIST_STATUSES, PROGRAM_PAGE_SIZE } from '@telemed/domain';
import type { Program, ProgramListStatus } from '@telemed/domain';
import {
  Badge,
  Button,
  Cell,
  Column,
  DateTime,
  Modal,
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
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { CreateProgramDialog } from './CreateProgramDialog';
import { programsKey } from './programQueries';

const ALL = 'all';

/** The status a program shows in the list. */
export function programStatus(program: Program): ProgramListStatus {
  if (program.archived) return 'archived';
  return program.published ? 'published' : 'unpublished';
}

/**
 * `/clinic/:teamId/programs` (platform-core §2, clinical-domain §2): the clinic's rehabilitation
 * programs, newest first, a page at a time, filtered by published, not published or archived
 * (without a filter, every program not archived). Staff create a program here and open it.
 */
export function ProgramsScreen() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const { client } = useServices();
  const navigate = useNavigate();
  const [status, setStatus] = useState<ProgramListStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const programs = useQuery({
    queryKey: [...programsKey(teamId), 'list', status, page],
    queryFn: ({ signal }) =>
      client.programs.list(
        { params: { teamId }, query: { status, page: page - 1, limit: PROGRAM_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: toldOnScreen,
  });
  const statuses = [
    { id: ALL, name: t('programs.allStatuses') },
    ...PROGRAM_LIST_STATUSES.map((id) => ({ id, name: t(`programs.statuses.${id}`) })),
  ];

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="programs-heading" heading={t('programs.heading')}>
        <div className={layout.filterRow}>
          <Select
            label={t('programs.status')}
            items={statuses}
            selectedKey={status ?? ALL}
            onSelectionChange={(key) => {
              setStatus(PROGRAM_LIST_STATUSES.find((id) => id === key));
              setPage(1);
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Button variant="primary" onPress={() => setCreating(true)}>
            {t('programs.create')}
          </Button>
        </div>
        {programs.isError ? (
          <Text>
            {t('programs.loadFailed')} {errorText(programs.error, t)}
          </Text>
        ) : (
          <Table
            aria-label={t('programs.heading')}
            isLoading={programs.isPending}
            loadingRowCount={3}
          >
            <TableHeader>
              <Column id="title" isRowHeader>
                {t('programs.columns.title')}
              </Column>
              <Column id="status">{t('programs.columns.status')}</Column>
              <Column id="steps">{t('programs.columns.steps')}</Column>
              <Column id="restricted">{t('programs.columns.restricted')}</Column>
              <Column id="updated">{t('programs.columns.updated')}</Column>
            </TableHeader>
            <TableBody
              items={programs.data?.data ?? []}
              emptyText={t(status ? 'programs.noMatches' : 'programs.empty')}
            >
              {(program) => (
                <Row
                  id={program._id}
                  href={`/clinic/${teamId}/programs/${program._id}`}
                  textValue={program.title}
                >
                  <Cell>{program.title}</Cell>
                  <Cell>
                    <Badge>{t(`programs.statuses.${programStatus(program)}`)}</Badge>
                  </Cell>
                  <Cell>{program.steps.length}</Cell>
                  <Cell>
                    {program.restrictedToMemberIds.length > 0
                      ? t('programs.restrictedTo', { count: program.restrictedToMemberIds.length })
                      : t('programs.everyPatient')}
                  </Cell>
                  <Cell>
                    <DateTime value={program.updatedAt} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
        <Pagination
          total={programs.data?.total ?? 0}
          pageSize={PROGRAM_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          aria-label={t('programs.pages')}
        />
      </SectionCard>
      <Modal isOpen={creating} onOpenChange={setCreating}>
        <CreateProgramDialog
          teamId={teamId}
          onCreated={(program) => {
            setCreating(false);
            void navigate(`/clinic/${teamId}/programs/${program._id}`);
          }}
        />
      </Modal>
    </div>
  );
}
