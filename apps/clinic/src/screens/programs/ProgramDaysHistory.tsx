import type { ProgramAssignment, ProgramDayState } from '@telemed/domain';
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader, formatDate } from '@telemed/ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

const STATE_TONES: Record<ProgramDayState, ComponentProps<typeof Badge>['tone']> = {
  scheduled: 'neutral',
  done: 'success',
  manuallySkipped: 'warning',
  missed: 'error',
  scheduledToBeSkipped: 'info',
};

/** Every day of a program the patient follows: its date, step, state and answers given. */
export function ProgramDaysHistory({ assignment }: { assignment: ProgramAssignment }) {
  const { t } = useTranslation();
  const stepTitle = (stepId: string) =>
    assignment.steps.find(({ id }) => id === stepId)?.title ?? '';
  return (
    <Table aria-label={t('patientPrograms.days', { title: assignment.title })}>
      <TableHeader>
        <Column id="date" isRowHeader>
          {t('patientPrograms.columns.date')}
        </Column>
        <Column id="step">{t('patientPrograms.columns.step')}</Column>
        <Column id="state">{t('patientPrograms.columns.state')}</Column>
        <Column id="answers">{t('patientPrograms.columns.answers')}</Column>
      </TableHeader>
      <TableBody items={assignment.days} emptyText={t('patientPrograms.noDays')}>
        {(day) => (
          <Row id={day._id} textValue={formatDate(day.date, 'UTC')}>
            <Cell>{formatDate(day.date, 'UTC')}</Cell>
            <Cell>{stepTitle(day.stepId)}</Cell>
            <Cell>
              <Badge tone={STATE_TONES[day.state]}>
                {t(`patientPrograms.states.${day.state}`)}
              </Badge>
            </Cell>
            <Cell>{day.answers.length}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
