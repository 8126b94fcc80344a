import type { ExaminationSpec, ExaminationType } from '@telemed/domain';
import { Select, SelectItem } from '@telemed/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link ExaminationTypeField}. */
export interface ExaminationTypeFieldProps {
  /** The types offered, already gated by the clinic's features. */
  specs: readonly ExaminationSpec[];
  isLoading: boolean;
  /** Shown when the types could not be loaded. */
  loadError?: string;
  type: ExaminationType | null;
  onChange: (type: ExaminationType | null) => void;
  onBlur?: () => void;
  errorMessage?: string;
}

/** The required type of a new examination, one of the specs the clinic offers. */
export function ExaminationTypeField({
  specs,
  isLoading,
  loadError,
  type,
  onChange,
  onBlur,
  errorMessage,
}: ExaminationTypeFieldProps) {
  const { t } = useTranslation();
  const items = specs.map((spec) => ({
    id: spec.type,
    name: t(`addExamination.types.${spec.type}`, { defaultValue: spec.name }),
  }));
  const shownError = errorMessage ?? loadError;
  return (
    <Select
      name="type"
      label={t('addExamination.type')}
      isRequired
      isDisabled={isLoading || loadError !== undefined}
      isInvalid={shownError !== undefined}
      errorMessage={shownError}
      items={items}
      selectedKey={type}
      onSelectionChange={(key) => onChange(specs.find((spec) => spec.type === key)?.type ?? null)}
      onBlur={onBlur}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
