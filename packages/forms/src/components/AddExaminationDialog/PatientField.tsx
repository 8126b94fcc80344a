import { MEMBER_SEARCH_LIMIT } from '@telemed/domain';
import type { Member } from '@telemed/domain';
import { ComboBox, ComboBoxItem } from '@telemed/ui';
import { useRef, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

/** Props of {@link PatientField}. */
export interface PatientFieldProps {
  onChange: (patientId: string | null) => void;
  /** Searches the clinic's patients by the trimmed phrase. */
  searchPatients: (phrase: string, signal: AbortSignal) => Promise<Member[]>;
  /** The message shown under the field, e.g. 'Field is required'. */
  errorMessage?: string;
  onBlur?: () => void;
  isDisabled?: boolean;
}

/**
 * The patient of a new examination: searches the clinic's members with role user by the trimmed
 * phrase and offers at most 5 (platform-core §2, §9). The chosen patient's name and e-mail stay
 * under the field, so two patients of one name are told apart after the choice too.
 */
export function PatientField({
  onChange,
  searchPatients,
  errorMessage,
  onBlur,
  isDisabled,
}: PatientFieldProps) {
  const { t } = useFormsTranslation();
  const [searchFailed, setSearchFailed] = useState(false);
  // The patients the searches offered, to name the one chosen (the selection gives its id).
  const offered = useRef(new Map<string, Member>());
  const [chosen, setChosen] = useState<Member | null>(null);
  const shownError =
    errorMessage ?? (searchFailed ? t('addExamination.patientSearchFailed') : undefined);
  return (
    <ComboBox<Member & { id: string }>
      label={t('addExamination.patient')}
      placeholder={t('addExamination.patientPlaceholder')}
      emptyText={t('addExamination.noPatients')}
      isRequired
      isDisabled={isDisabled}
      // Always there, so react-aria links it to the input from the first render (a description
      // that appears later is shown but not announced).
      description={
        chosen
          ? t('addExamination.patientChosen', {
              name: chosen.user.personalDetails.fullName,
              email: chosen.email,
            })
          : t('addExamination.patientHint')
      }
      isInvalid={shownError !== undefined}
      errorMessage={shownError}
      maxResults={MEMBER_SEARCH_LIMIT}
      // The choice stays the ComboBox's own: react-aria writes the chosen patient's name into the
      // input only when the selection is not controlled (the design system controls the text).
      onSelectionChange={(key) => {
        setChosen(key === null ? null : (offered.current.get(String(key)) ?? null));
        onChange(key === null ? null : String(key));
      }}
      onBlur={onBlur}
      onLoadError={() => setSearchFailed(true)}
      loadItems={async (phrase, signal) => {
        const members = await searchPatients(phrase, signal);
        setSearchFailed(false);
        for (const member of members) offered.current.set(member._id, member);
        return members.map((member) => ({ ...member, id: member._id }));
      }}
    >
      {(member) => (
        <ComboBoxItem id={member._id} textValue={member.user.personalDetails.fullName}>
          {member.user.personalDetails.fullName} · {member.email}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
