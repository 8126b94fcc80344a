import { parseDate } from '@internationalized/date';
import { Button, DateField, SearchField, Switch } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusWithin } from '../../a11y/useFocusWithin';
import { DEFAULT_PATIENT_LIST, isPatientListFiltered } from './patientFilters';
import type { PatientListState } from './patientFilters';
import * as layout from '../../shell/screenLayout.css';
import * as styles from './MembersScreen.css';

/** Props of {@link PatientFilters}. */
export interface PatientFiltersProps {
  state: PatientListState;
  /** Called with the whole new state whenever a filter changes (back on page 1). */
  onChange: (state: PatientListState) => void;
}

/**
 * The patient list's filters (clinical-domain §2): name, email and birth date, the show-archived
 * switch, and a button clearing them (focus then returns to the name field).
 */
export function PatientFilters({ state, onChange }: PatientFiltersProps) {
  const { t } = useTranslation();
  const [clears, setClears] = useState(0);
  const [regionRef, focusAfterRender] = useFocusWithin<HTMLDivElement>();
  const change = (patch: Partial<PatientListState>) => onChange({ ...state, ...patch, page: 1 });
  return (
    <div
      ref={regionRef}
      role="search"
      aria-label={t('members.filters.label')}
      className={layout.filterRow}
    >
      <SearchField
        label={t('members.filters.name')}
        value={state.name}
        onChange={(name) => change({ name })}
        className={styles.textFilter}
      />
      <SearchField
        label={t('members.filters.email')}
        value={state.email}
        onChange={(email) => change({ email })}
        className={styles.textFilter}
      />
      <DateField
        // Uncontrolled while typing (a date typed over another changes at every digit, and a
        // controlled field would restart the segment being typed); a new key when cleared here.
        key={clears}
        label={t('members.filters.dateOfBirth')}
        defaultValue={state.dateOfBirth ? parseDate(state.dateOfBirth) : null}
        onChange={(date) => change({ dateOfBirth: date ? date.toString() : '' })}
      />
      <Switch isSelected={state.showArchived} onChange={(showArchived) => change({ showArchived })}>
        {t('members.filters.showArchived')}
      </Switch>
      {isPatientListFiltered(state) && (
        <Button
          variant="ghost"
          onPress={() => {
            setClears((count) => count + 1);
            change({
              name: DEFAULT_PATIENT_LIST.name,
              email: DEFAULT_PATIENT_LIST.email,
              dateOfBirth: DEFAULT_PATIENT_LIST.dateOfBirth,
            });
            // The button goes with the filters: focus goes back to the first of them.
            focusAfterRender('input');
          }}
        >
          {t('members.filters.clear')}
        </Button>
      )}
    </div>
  );
}
