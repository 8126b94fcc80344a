import type { LengthUnit } from '@telemed/domain';
import {
  Cell,
  Column,
  DateTime,
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
import { errorText } from '../../../feedback/errorText';
import { useServices } from '../../../services/ServicesContext';
import { membersKey } from '../memberQueries';
import { weightText } from './bodyMeasureText';

/** Weights per page of the patient's measurements. */
export const WEIGHTS_PAGE_SIZE = 10;

/** Props of {@link PatientWeights}. */
export interface PatientWeightsProps {
  teamId: string;
  memberId: string;
  /** The signed-in user's units: weights are shown in them. */
  units: LengthUnit;
}

/**
 * The body weights a patient recorded in the app (GET teams/{teamId}/members/{memberId}/weights),
 * newest first, a page at a time with their total.
 */
export function PatientWeights({ teamId, memberId, units }: PatientWeightsProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const [page, setPage] = useState(1);
  const weights = useQuery({
    queryKey: [...membersKey(teamId), 'weights', memberId, page],
    queryFn: ({ signal }) =>
      client.members.listMemberWeights(
        { params: { teamId, memberId }, query: { page, limit: WEIGHTS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  if (weights.isError) return <Text>{errorText(weights.error, t)}</Text>;
  return (
    <>
      <Table aria-label={t('patient.weights.heading')} isLoading={weights.isPending}>
        <TableHeader>
          <Column id="date" isRowHeader>
            {t('patient.weights.date')}
          </Column>
          <Column id="value">{t('patient.weights.value')}</Column>
        </TableHeader>
        <TableBody items={weights.data?.data ?? []} emptyText={t('patient.weights.empty')}>
          {(weight) => (
            <Row id={weight.id}>
              <Cell>
                <DateTime value={weight.date} />
              </Cell>
              <Cell>{weightText(t, weight.value, units)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination
        total={weights.data?.total ?? 0}
        pageSize={WEIGHTS_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        aria-label={t('patient.weights.pages')}
      />
    </>
  );
}
