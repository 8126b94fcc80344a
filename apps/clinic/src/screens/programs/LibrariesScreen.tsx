import { LIBRARY_ITEM_KINDS, PROGRAM_PAGE_SIZE } from '@telemed/domain';
import type { LibraryItem, LibraryItemKind } from '@telemed/domain';
import {
  Button,
  Cell,
  Column,
  ConfirmDialog,
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
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { libraryKey } from './programQueries';

const ALL = 'all';

/** What a library item is called: its step's or series' title. */
const titleOf = (item: LibraryItem) => (item.kind === 'step' ? item.step.title : item.series.title);

/** How much a library item holds: a step's days and series, a series' questions. */
function sizeOf(item: LibraryItem, t: ReturnType<typeof useTranslation>['t']): string {
  return item.kind === 'step'
    ? t('libraries.stepSize', { count: item.step.durationDays, series: item.step.series.length })
    : t('libraries.seriesSize', { count: item.series.questions.length });
}

/**
 * `/clinic/:teamId/libraries` (platform-core §2, clinical-domain §2): the steps and series the
 * clinic saved to reuse in its programs, newest first, by kind; removing one (confirmed) leaves
 * the programs that copied it as they are.
 */
export function LibrariesScreen() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<LibraryItemKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<LibraryItem | null>(null);
  const library = useQuery({
    queryKey: [...libraryKey(teamId), kind, page],
    queryFn: ({ signal }) =>
      client.programs.listLibrary(
        { params: { teamId }, query: { kind, page: page - 1, limit: PROGRAM_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: toldOnScreen,
  });
  const kinds = [
    { id: ALL, name: t('libraries.allKinds') },
    ...LIBRARY_ITEM_KINDS.map((id) => ({ id, name: t(`libraries.kinds.${id}`) })),
  ];

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="libraries-heading" heading={t('libraries.heading')}>
        <Text tone="secondary">{t('libraries.intro')}</Text>
        <div className={layout.filterRow}>
          <Select
            label={t('libraries.kind')}
            items={kinds}
            selectedKey={kind ?? ALL}
            onSelectionChange={(key) => {
              setKind(LIBRARY_ITEM_KINDS.find((id) => id === key));
              setPage(1);
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        {library.isError ? (
          <Text>
            {t('libraries.loadFailed')} {errorText(library.error, t)}
          </Text>
        ) : (
          <Table
            aria-label={t('libraries.heading')}
            isLoading={library.isPending}
            loadingRowCount={3}
          >
            <TableHeader>
              <Column id="title" isRowHeader>
                {t('libraries.columns.title')}
              </Column>
              <Column id="kind">{t('libraries.columns.kind')}</Column>
              <Column id="size">{t('libraries.columns.size')}</Column>
              <Column id="saved">{t('libraries.columns.saved')}</Column>
              <Column id="actions">{t('libraries.columns.actions')}</Column>
            </TableHeader>
            <TableBody items={library.data?.data ?? []} emptyText={t('libraries.empty')}>
              {(item) => (
                <Row id={item._id} textValue={titleOf(item)}>
                  <Cell>{titleOf(item)}</Cell>
                  <Cell>{t(`libraries.kinds.${item.kind}`)}</Cell>
                  <Cell>{sizeOf(item, t)}</Cell>
                  <Cell>
                    <DateTime value={item.createdAt} />
                  </Cell>
                  <Cell>
                    <Button variant="secondary" onPress={() => setRemoving(item)}>
                      {t('libraries.remove')}
                    </Button>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
        <Pagination
          total={library.data?.total ?? 0}
          pageSize={PROGRAM_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          aria-label={t('libraries.pages')}
        />
      </SectionCard>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('libraries.removeTitle', { title: removing ? titleOf(removing) : '' })}
        message={t('libraries.removeMessage')}
        confirmLabel={t('libraries.remove')}
        onConfirm={async () => {
          if (!removing) return;
          await client.programs.removeLibraryItem({
            params: { teamId, libraryItemId: removing._id },
          });
          await queryClient.invalidateQueries({ queryKey: libraryKey(teamId) });
        }}
      />
    </div>
  );
}
