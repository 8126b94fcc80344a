import type { ExaminationSpec, ExaminationType } from '@telemed/domain';
import { Select, SelectItem } from '@telemed/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

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
  isDisabled?: boolean;
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
  isDisabled = false,
}: ExaminationTypeFieldProps) {
  const { t } = useFormsTranslation();
  const items = specs.map((spec) => ({
    id: spec.type,
    name: t(`examinationTypes.${spec.type}`, { defaultValue: spec.name }),
  }));
  const shownError = errorMessage ?? loadError;
  return (
    <Select
      name="type"
      label={t('addExamination.type')}
      isRequired
      isDisabled={isDisabled || isLoading || loadError !== undefined}
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
