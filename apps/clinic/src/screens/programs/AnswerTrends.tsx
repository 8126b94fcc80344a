import { answerTrends } from '@telemed/domain';
import type { AnswerTrend, ProgramAssignment } from '@telemed/domain';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { Select, SelectItem, TrendChart } from '@telemed/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as layout from '../../shell/screenLayout.css';

/**
 * A patient's answers to an assigned program over its days (clinical-domain §2 "program history
 * per member"), one number of one question at a time: staff choose which (the systolic pressure,
 * the steps walked) and read it as a line or a table. Nothing is shown before the first answer.
 */
export function AnswerTrends({ assignment }: { assignment: ProgramAssignment }) {
  const { t } = useTranslation();
  const trends = useMemo(() => answerTrends(assignment), [assignment]);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = trends.find((trend) => trend.id === chosenId) ?? trends[0];
  if (!chosen) return null;
  const valueLabel = (trend: AnswerTrend) =>
    trend.kind === 'number'
      ? [t('programDay.value', { ns: FORMS_NAMESPACE }), trend.unit && `(${trend.unit})`]
          .filter(Boolean)
          .join(' ')
      : t(`programDay.fields.${trend.kind}.${trend.property}`, { ns: FORMS_NAMESPACE });
  const nameOf = (trend: AnswerTrend) => `${trend.prompt} — ${valueLabel(trend)}`;
  return (
    <section aria-label={t('patientPrograms.trends')} className={layout.screenColumn}>
      {trends.length > 1 && (
        <Select
          label={t('patientPrograms.trendAnswer')}
          items={trends.map((trend) => ({ id: trend.id, name: nameOf(trend) }))}
          selectedKey={chosen.id}
          onSelectionChange={(key) => setChosenId(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
      <TrendChart
        title={`${t('patientPrograms.trends')}: ${chosen.prompt}`}
        valueLabel={valueLabel(chosen)}
        points={chosen.points}
      />
    </section>
  );
}
