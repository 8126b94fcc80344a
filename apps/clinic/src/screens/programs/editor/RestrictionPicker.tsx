import { memberName } from '@telemed/domain';
import type { Member } from '@telemed/domain';
import { Button, ComboBox, ComboBoxItem, Text } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientSearch } from '../../examinations/examinationLookups';
import { useMemberNames } from '../../members/memberQueries';
import * as styles from './programEditor.css';
import { programEditorStyles } from '@telemed/forms';

/** Props of {@link RestrictionPicker}. */
export interface RestrictionPickerProps {
  teamId: string;
  /** The patients the program is restricted to; empty: every patient. */
  memberIds: readonly string[];
  onChange: (memberIds: string[]) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * The program's restriction to chosen patients, picked with the patient search of the
 * examinations' Patient filter; each chosen patient is a chip with a remove button. The program
 * keeps ids only: patients chosen before this visit are named from their records (GET
 * …/members/{memberId}, cached with the patient page's), by a short id until then or when the
 * record is gone.
 */
export function RestrictionPicker({
  teamId,
  memberIds,
  onChange,
  errorMessage,
  isDisabled = false,
}: RestrictionPickerProps) {
  const { t } = useTranslation();
  const searchPatients = usePatientSearch(teamId);
  const [found, setFound] = useState<Member[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const recorded = useMemberNames(
    teamId,
    memberIds.filter((id) => names[id] === undefined),
  );
  const nameOf = (id: string) =>
    names[id] ?? recorded.get(id) ?? t('programEditor.unknownPatient', { id: id.slice(0, 8) });
  return (
    <fieldset className={programEditorStyles.item}>
      <legend>{t('programEditor.restriction')}</legend>
      <Text tone="secondary">{t('programEditor.restrictionHint')}</Text>
      {memberIds.length > 0 && (
        <ul className={styles.chips}>
          {memberIds.map((id) => (
            <li key={id} className={styles.chip}>
              <span>{nameOf(id)}</span>
              <Button
                variant="secondary"
                isDisabled={isDisabled}
                aria-label={t('programEditor.removePatient', { name: nameOf(id) })}
                onPress={() => onChange(memberIds.filter((each) => each !== id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ComboBox<Member>
        label={t('programEditor.findPatient')}
        placeholder={t('programEditor.findPatientPlaceholder')}
        isDisabled={isDisabled}
        {...(errorMessage ? { isInvalid: true, errorMessage } : {})}
        loadItems={async (phrase, signal) => {
          const members = await searchPatients(phrase, signal);
          setFound(members);
          return members;
        }}
        onSelectionChange={(key) => {
          const patient = found.find((member) => member._id === key);
          if (!patient || memberIds.includes(patient._id)) return;
          setNames({ ...names, [patient._id]: memberName(patient) });
          onChange([...memberIds, patient._id]);
        }}
      >
        {(member) => <ComboBoxItem id={member._id}>{memberName(member)}</ComboBoxItem>}
      </ComboBox>
    </fieldset>
  );
}
