import { SELECTABLE_EXAMINATION_STATUSES } from '@telemed/domain';
import type { Member } from '@telemed/domain';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Switch,
} from '@telemed/ui';
import type { Selection } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusWithin } from '../../a11y/useFocusWithin';
import { hasActiveFilters, NO_EXAMINATION_FILTERS } from './examinationFilters';
import type { ExaminationFilterValues } from './examinationFilters';
import { usePatientSearch } from './examinationLookups';
import { memberName } from '../members/memberDisplay';
import * as layout from '../../shell/screenLayout.css';
import * as styles from './ExaminationsView.css';

/** Props of {@link ExaminationFilters}. */
export interface ExaminationFiltersProps {
  teamId: string;
  filters: ExaminationFilterValues;
  /** Called with the whole new set of filters whenever one changes. */
  onChange: (filters: ExaminationFilterValues) => void;
  /** The clinic's examination types with their shown names. */
  types: readonly { id: string; name: string }[];
  physicians: readonly Member[];
  /**
   * On a patient's page the patient is fixed: no Patient filter (platform-core §2).
   * @default false
   */
  isPatientFixed?: boolean;
  /**
   * On an employee's page their assigned examinations are shown: no Physician filter.
   * @default false
   */
  isPhysicianFixed?: boolean;
}

interface Option {
  id: string;
  name: string;
}

/** A multi-select filter: a button naming the filter and how many are chosen, opening a menu. */
function MultiFilter({
  label,
  options,
  chosen,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation();
  const summary =
    chosen.length === 0
      ? t('examinations.filters.any')
      : chosen.length === 1
        ? (options.find((option) => option.id === chosen[0])?.name ?? chosen[0])
        : t('examinations.filters.chosen', { count: chosen.length });
  const choose = (keys: Selection) => {
    const ids = keys === 'all' ? options.map((option) => option.id) : [...keys].map(String);
    // Keep the options' order, so stored filters do not depend on the order of clicks.
    onChange(options.filter((option) => ids.includes(option.id)).map((option) => option.id));
  };
  return (
    <MenuTrigger>
      <Button variant="secondary">{`${label}: ${summary}`}</Button>
      <Menu
        placement="bottom start"
        aria-label={label}
        selectionMode="multiple"
        selectedKeys={new Set(chosen)}
        onSelectionChange={choose}
        items={options}
        renderEmptyState={() => t('examinations.filters.noOptions')}
      >
        {(option) => <MenuItem id={option.id}>{option.name}</MenuItem>}
      </Menu>
    </MenuTrigger>
  );
}

/**
 * The filters of the examinations page (platform-core §2): Type, Status, Assigned physician,
 * Archived and Patient, and a button clearing them all.
 */
export function ExaminationFilters({
  teamId,
  filters,
  onChange,
  types,
  physicians,
  isPatientFixed = false,
  isPhysicianFixed = false,
}: ExaminationFiltersProps) {
  const { t } = useTranslation();
  const searchPatients = usePatientSearch(teamId);
  const [found, setFound] = useState<Member[]>([]);
  // A chosen patient swaps the search for a chip and back; Clear filters removes itself.
  const [regionRef, focusAfterRender] = useFocusWithin<HTMLDivElement>();
  const statuses = SELECTABLE_EXAMINATION_STATUSES.map((status) => ({
    id: status,
    name: t(`examinationStatus.${status}`, { ns: 'ui' }),
  }));
  const physicianOptions = physicians.map((physician) => ({
    id: physician._id,
    name: physician.user.personalDetails.fullName || physician.name,
  }));

  return (
    <div
      ref={regionRef}
      role="search"
      className={layout.filterRow}
      aria-label={t('examinations.filters.label')}
    >
      <MultiFilter
        label={t('examinations.filters.type')}
        options={types}
        chosen={filters.examinationType}
        onChange={(chosen) =>
          onChange({
            ...filters,
            examinationType: types
              .filter((type) => chosen.includes(type.id))
              .map((type) => type.id as ExaminationFilterValues['examinationType'][number]),
          })
        }
      />
      <MultiFilter
        label={t('examinations.filters.status')}
        options={statuses}
        chosen={filters.examinationStatus}
        onChange={(chosen) =>
          onChange({
            ...filters,
            examinationStatus: SELECTABLE_EXAMINATION_STATUSES.filter((status) =>
              chosen.includes(status),
            ),
          })
        }
      />
      {!isPhysicianFixed && (
        <MultiFilter
          label={t('examinations.filters.physician')}
          options={physicianOptions}
          chosen={filters.assignedDoctor}
          onChange={(assignedDoctor) => onChange({ ...filters, assignedDoctor })}
        />
      )}
      {!isPatientFixed &&
        (filters.patient ? (
          <div className={styles.chosenPatient}>
            <span>{`${t('examinations.filters.patient')}: ${filters.patient.fullName}`}</span>
            <IconButton
              icon="close"
              aria-label={t('examinations.filters.removePatient', {
                name: filters.patient.fullName,
              })}
              onPress={() => {
                const { patient: _removed, ...rest } = filters;
                onChange(rest);
                focusAfterRender(`.${styles.patientSearch} input`);
              }}
            />
          </div>
        ) : (
          <ComboBox<Member>
            className={styles.patientSearch}
            label={t('examinations.filters.patient')}
            placeholder={t('examinations.filters.patientPlaceholder')}
            loadItems={async (phrase, signal) => {
              const members = await searchPatients(phrase, signal);
              setFound(members);
              return members;
            }}
            onSelectionChange={(key) => {
              const patient = found.find((member) => member._id === key);
              if (!patient) return;
              onChange({
                ...filters,
                patient: {
                  memberId: patient._id,
                  fullName: patient.user.personalDetails.fullName || patient.name,
                },
              });
              focusAfterRender(`.${styles.chosenPatient} button`);
            }}
          >
            {(member) => <ComboBoxItem id={member._id}>{memberName(member)}</ComboBoxItem>}
          </ComboBox>
        ))}
      <Switch
        className={styles.switchField}
        isSelected={filters.archived === true}
        onChange={(isSelected) => {
          const { archived: _previous, ...rest } = filters;
          onChange(isSelected ? { ...rest, archived: true } : rest);
        }}
      >
        {t('examinations.filters.archived')}
      </Switch>
      {hasActiveFilters(filters) && (
        <Button
          variant="ghost"
          onPress={() => {
            onChange(NO_EXAMINATION_FILTERS);
            focusAfterRender('button');
          }}
        >
          {t('examinations.filters.clear')}
        </Button>
      )}
    </div>
  );
}
