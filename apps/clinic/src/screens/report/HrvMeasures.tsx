import { formatHrvReference, HRV_REFERENCES } from '@telemed/domain';
import type { HrvReport } from '@telemed/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shell/DetailList';
import { reportFormat } from './reportFormat';
import { ReportSection } from './ReportSection';

type Report = HrvReport['report'];

/** The unit each measure is given in: a symbol, 'nu' for normalised units, '' for none. */
const TIME_DOMAIN = [
  ['meanNn', 'ms'],
  ['sdnn', 'ms'],
  ['sdann', 'ms'],
  ['sdnnIndex', 'ms'],
  ['rmssd', 'ms'],
  ['nn50', ''],
  ['pnn50', '%'],
  ['triangularIndex', ''],
  ['tinn', 'ms'],
] as const satisfies readonly (readonly [keyof Report['timeDomain'], string])[];

const FREQUENCY_DOMAIN = [
  ['vlf', 'ms²'],
  ['lf', 'ms²'],
  ['hf', 'ms²'],
  ['totalPower', 'ms²'],
  ['lfHfRatio', ''],
  ['lfNu', 'nu'],
  ['hfNu', 'nu'],
] as const satisfies readonly (readonly [keyof NonNullable<Report['frequencyDomain']>, string])[];

interface MeasureRow {
  id: string;
  value: number | null;
  unit: string;
}

/**
 * The HRV measures of the Task Force (1996): the NN series they rest on, the time domain and
 * the frequency domain, each with what it means and its reference value.
 */
export function HrvMeasures({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const format = reportFormat(i18n.language);
  const { timeDomain, frequencyDomain } = report;
  const unitOf = (unit: string) => (unit === 'nu' ? t('reports.hrv.normalisedUnit') : unit);
  const table = (label: string, rows: MeasureRow[]) => (
    <Table aria-label={label}>
      <TableHeader>
        <Column isRowHeader>{t('reports.hrv.measure')}</Column>
        <Column>{t('reports.hrv.meaning')}</Column>
        <Column>{t('reports.hrv.value')}</Column>
        <Column>{t('reports.hrv.reference')}</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{t(`reports.hrv.measures.${row.id}.name`)}</Cell>
            <Cell>{t(`reports.hrv.measures.${row.id}.meaning`)}</Cell>
            <Cell>
              {row.value === null
                ? '—'
                : `${format.number(row.value)}${row.unit ? ` ${unitOf(row.unit)}` : ''}`}
            </Cell>
            <Cell>{formatHrvReference(HRV_REFERENCES[row.id], i18n.language)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
  return (
    <>
      <ReportSection heading={t('reports.hrv.series')}>
        <DetailList
          details={[
            [t('reports.hrv.rrCount'), format.count(report.rrCount)],
            [t('reports.hrv.nnCount'), format.count(report.nnCount)],
            [
              t('reports.hrv.nnShare'),
              report.nnRatio === null ? '—' : `${format.number(report.nnRatio * 100)} %`,
            ],
          ]}
        />
      </ReportSection>
      <ReportSection heading={t('reports.hrv.timeDomain')}>
        {table(
          t('reports.hrv.timeDomain'),
          TIME_DOMAIN.map(([id, unit]) => ({ id, value: timeDomain[id], unit })),
        )}
        <Text tone="secondary">{t('reports.hrv.timeReference')}</Text>
      </ReportSection>
      <ReportSection heading={t('reports.hrv.frequencyDomain')}>
        {frequencyDomain ? (
          <>
            {table(
              t('reports.hrv.frequencyDomain'),
              FREQUENCY_DOMAIN.map(([id, unit]) => ({ id, value: frequencyDomain[id], unit })),
            )}
            <Text tone="secondary">{t('reports.hrv.frequencyReference')}</Text>
          </>
        ) : (
          <Text tone="secondary">{t('reports.hrv.noSpectrum')}</Text>
        )}
      </ReportSection>
    </>
  );
}
