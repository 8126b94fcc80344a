import { displayedExaminationStatus, SELECTABLE_EXAMINATION_STATUSES } from '@telemed/domain';
import type { SelectableExaminationStatus } from '@telemed/domain';
import { Button as AriaButton, MenuSection, MenuTrigger } from 'react-aria-components';
import type { Key, Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import * as badgeStyles from '../Badge/Badge.css';
import { Icon } from '../Icon/Icon';
import { Menu, MenuItem, MenuSeparator } from '../Menu/Menu';
import * as styles from './StatusDropdown.css';

/** Props of {@link StatusDropdown}. */
export interface StatusDropdownProps {
  /** The examination's current status; DEFAULT is shown as FOR_DESCRIPTION (platform-core §4). */
  status: SelectableExaminationStatus | 'DEFAULT';
  /**
   * Whether the examination is archived: the control shows Archived, dimmed, and offers only
   * Restore, because an archived examination cannot change status until it is restored.
   * @default false
   */
  archived?: boolean;
  /**
   * Names the examination for assistive technology, e.g. 'Holter ECG, Anna Nowak'; the control
   * is announced as "In progress: change the status of Holter ECG, Anna Nowak".
   */
  examinationLabel: string;
  /** Called with the chosen status when it differs from the current one. */
  onStatusChange?: (status: SelectableExaminationStatus) => void;
  /**
   * Called when Archive is chosen. Archiving needs confirmation (clinical-domain §4): open a
   * `ConfirmDialog` here before archiving.
   */
  onArchive?: () => void;
  /** Called when Restore is chosen on an archived examination. */
  onRestore?: () => void;
  /**
   * Disables the control, e.g. while an update is being sent or for roles that may not change
   * statuses.
   * @default false
   */
  isDisabled?: boolean;
}

const ARCHIVE_ACTION = 'archive';
const RESTORE_ACTION = 'restore';

/**
 * The status of an examination, shown as the `StatusBadge` shows it, that opens a menu to change
 * it, archive it or restore it. Enter, Space or ArrowDown open the menu on the current status;
 * arrows move, Enter chooses, Escape closes; focus returns to the control.
 * @selector [data-status] the shown status; [data-archived]; [data-disabled], [data-pressed], [data-focus-visible]
 */
export function StatusDropdown({
  status,
  archived = false,
  examinationLabel,
  onStatusChange,
  onArchive,
  onRestore,
  isDisabled = false,
}: StatusDropdownProps) {
  const { t } = useTranslation('ui');
  const currentStatus = displayedExaminationStatus(status);
  const shownStatus = archived ? 'ARCHIVED' : currentStatus;
  const statusText = t(`examinationStatus.${shownStatus}`);

  const chooseStatus = (keys: Selection) => {
    const [chosen] = keys === 'all' ? [] : [...keys];
    if (isSelectableStatus(chosen) && chosen !== currentStatus) onStatusChange?.(chosen);
  };
  const runAction = (key: Key) => {
    if (key === ARCHIVE_ACTION) onArchive?.();
    if (key === RESTORE_ACTION) onRestore?.();
  };

  return (
    <MenuTrigger>
      <AriaButton
        isDisabled={isDisabled}
        aria-label={t('statusDropdown.trigger', {
          status: statusText,
          examination: examinationLabel,
        })}
        data-status={shownStatus}
        data-archived={archived || undefined}
        className={joinClassNames(
          badgeStyles.badge,
          badgeStyles.status[shownStatus],
          styles.trigger,
        )}
      >
        {statusText}
        <Icon name="chevronDown" size={14} className={styles.chevron} />
      </AriaButton>
      {/* Its own component: a closed menu's items (and their texts) are never made. */}
      <StatusMenu
        archived={archived}
        examinationLabel={examinationLabel}
        currentStatus={currentStatus}
        onSelectionChange={chooseStatus}
        onAction={runAction}
      />
    </MenuTrigger>
  );
}

/** The dropdown's menu: Restore for an archived examination, else the statuses and Archive. */
function StatusMenu({
  archived,
  examinationLabel,
  currentStatus,
  onSelectionChange,
  onAction,
}: {
  archived: boolean;
  examinationLabel: string;
  currentStatus: SelectableExaminationStatus;
  onSelectionChange: (keys: Selection) => void;
  onAction: (key: Key) => void;
}) {
  const { t } = useTranslation('ui');
  const label = t('statusDropdown.menu', { examination: examinationLabel });
  if (archived)
    return (
      <Menu placement="bottom start" aria-label={label} onAction={onAction}>
        <MenuItem id={RESTORE_ACTION}>{t('statusDropdown.restore')}</MenuItem>
      </Menu>
    );
  // Selection lives on the menu, not on a section, so the menu opens on the current status.
  return (
    <Menu
      placement="bottom start"
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[currentStatus]}
      onSelectionChange={onSelectionChange}
      onAction={onAction}
    >
      {SELECTABLE_EXAMINATION_STATUSES.map((name) => (
        <MenuItem key={name} id={name} textValue={t(`examinationStatus.${name}`)}>
          <span className={styles.swatch[name]} aria-hidden="true" />
          {t(`examinationStatus.${name}`)}
        </MenuItem>
      ))}
      <MenuSeparator />
      {/* An action, not a status: its own section without selection. */}
      <MenuSection selectionMode="none">
        <MenuItem id={ARCHIVE_ACTION}>{t('statusDropdown.archive')}</MenuItem>
      </MenuSection>
    </Menu>
  );
}

function isSelectableStatus(key: Key | undefined): key is SelectableExaminationStatus {
  return (SELECTABLE_EXAMINATION_STATUSES as readonly Key[]).includes(key as Key);
}
