import type { ProgramAssignment } from '@telemed/domain';
import { Button, Select, SelectItem, Text, formatDate } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as layout from '../../shell/screenLayout.css';
import { futureScheduledDays } from './patientProgramQueries';

/** Props of {@link DayOffPlanner}. */
export interface DayOffPlannerProps {
  assignment: ProgramAssignment;
  /** Plans the day off (`POST …/days/{dayId}/skip` on a later day). */
  onPlan: (dayId: string) => Promise<void>;
}

/**
 * Planning a later day off: the days off allowed and taken, and a choice among the days still
 * scheduled. The server moves the rest of the program back by a day; once every day off is
 * taken there is nothing to choose.
 */
export function DayOffPlanner({ assignment, onPlan }: DayOffPlannerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const left = assignment.daysOffAllowed - assignment.daysOffTaken;
  const days = futureScheduledDays(assignment);
  const plan = async (dayId: string) => {
    setPending(true);
    try {
      await onPlan(dayId);
      setChosen(null);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={layout.screenColumn}>
      <Text>
        {t('patientPrograms.daysOff', {
          taken: assignment.daysOffTaken,
          allowed: assignment.daysOffAllowed,
        })}
      </Text>
      {left > 0 && days.length > 0 ? (
        <div className={layout.filterRow}>
          <Select
            label={t('patientHome.dayOff.day')}
            items={days.map(({ _id, date }) => ({ id: _id, date }))}
            selectedKey={chosen}
            onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
          >
            {(item) => (
              <SelectItem id={item.id} textValue={formatDate(item.date, 'UTC')}>
                {formatDate(item.date, 'UTC')}
              </SelectItem>
            )}
          </Select>
          <Button
            variant="secondary"
            isDisabled={chosen === null}
            isPending={isPending}
            onPress={() => chosen && void plan(chosen)}
          >
            {t('patientHome.dayOff.plan')}
          </Button>
        </div>
      ) : (
        <Text tone="secondary">
          {left > 0 ? t('patientHome.dayOff.noDayLeft') : t('patientHome.dayOff.noneLeft')}
        </Text>
      )}
    </div>
  );
}
