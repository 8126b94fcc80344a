import { QUALIFICATION_STATES } from '@telemed/domain';
import type { QualificationState } from '@telemed/domain';
import { Select, SelectItem } from '@telemed/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

/** Props of {@link QualificationStateFilter}. */
export interface QualificationStateFilterProps {
  /** The state shown; undefined for every state. */
  state: QualificationState | undefined;
  onChange: (state: QualificationState | undefined) => void;
  className?: string;
}

const ALL = 'all';

/** The qualifications list's filter by state (clinical-domain §2, §4): one state or all. */
export function QualificationStateFilter({
  state,
  onChange,
  className,
}: QualificationStateFilterProps) {
  const { t } = useFormsTranslation();
  const items = [
    { id: ALL, name: t('qualification.allStates') },
    ...QUALIFICATION_STATES.map((id) => ({ id, name: t(`qualification.states.${id}`) })),
  ];
  return (
    <Select
      label={t('qualification.state')}
      items={items}
      selectedKey={state ?? ALL}
      onSelectionChange={(key) => onChange(QUALIFICATION_STATES.find((id) => id === key))}
      className={className}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
