import { SELECTABLE_EXAMINATION_STATUSES } from '@telemed/domain';
import type { Examination, Member, SelectableExaminationStatus } from '@telemed/domain';
import { IconButton, Link, Menu, MenuItem, MenuTrigger, StatusDropdown } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ExaminationsView.css';

/** What the status and physician controls of one examination may do. */
export interface ExaminationControlHandlers {
  onStatusChange: (examination: Examination, status: SelectableExaminationStatus) => void;
  /** Asks before archiving (clinical-domain §4: archiving needs confirmation). */
  onArchiveRequest: (examination: Examination) => void;
  onRestore: (examination: Examination) => void;
  onAssign: (examination: Examination, physicianId: string | null) => void;
}

function isSelectable(status: Examination['status']): status is SelectableExaminationStatus {
  return (SELECTABLE_EXAMINATION_STATUSES as readonly string[]).includes(status);
}

/**
 * The status of an examination as a dropdown: change it, archive it (after confirmation) or
 * restore it. An archived examination shows Archived, dimmed, offering only Restore.
 */
export function ExaminationStatusControl({
  examination,
  label,
  isDisabled,
  handlers,
}: {
  examination: Examination;
  /** Names the examination, e.g. 'Holter ECG, Anna Nowak'. */
  label: string;
  isDisabled: boolean;
  handlers: ExaminationControlHandlers;
}) {
  // The dropdown ignores the status of an archived examination (it shows Archived).
  const status = isSelectable(examination.status) ? examination.status : 'DEFAULT';
  return (
    <StatusDropdown
      status={status}
      archived={examination.archived}
      examinationLabel={label}
      isDisabled={isDisabled}
      onStatusChange={(chosen) => handlers.onStatusChange(examination, chosen)}
      onArchive={() => handlers.onArchiveRequest(examination)}
      onRestore={() => handlers.onRestore(examination)}
    />
  );
}

const UNASSIGN = 'unassign';

/**
 * The assigned physician, a link to their employee page, and a menu assigning another one:
 * only doctors who accepted the invitation, 'No physicians to assign' when there are none.
 * Assignment is not offered while the examination is frozen (platform-core §4).
 */
export function PhysicianAssignment({
  teamId,
  examination,
  label,
  physicians,
  isDisabled,
  handlers,
}: {
  teamId: string;
  examination: Examination;
  label: string;
  physicians: readonly Member[];
  isDisabled: boolean;
  handlers: ExaminationControlHandlers;
}) {
  const { t } = useTranslation();
  const assigned = examination.assignedPhysician;
  return (
    <span className={styles.physicianCell}>
      {assigned ? (
        <Link href={`/clinic/${teamId}/employees/${assigned._id}`}>{assigned.fullName}</Link>
      ) : (
        <span className={styles.secondaryText}>{t('examinations.physician.none')}</span>
      )}
      {!isDisabled && !examination.frozen && !examination.archived && (
        <MenuTrigger>
          <IconButton
            icon="chevronDown"
            aria-label={t('examinations.physician.assign', { examination: label })}
          />
          <Menu
            placement="bottom start"
            aria-label={t('examinations.physician.menu', { examination: label })}
            items={[
              ...physicians.map((physician) => ({
                id: physician._id,
                name: physician.user.personalDetails.fullName || physician.name,
              })),
              ...(assigned ? [{ id: UNASSIGN, name: t('examinations.physician.unassign') }] : []),
            ]}
            selectionMode="single"
            selectedKeys={examination.assignedDoctor ? [examination.assignedDoctor] : []}
            onAction={(key) => {
              const chosen = String(key);
              if (chosen === UNASSIGN) handlers.onAssign(examination, null);
              else if (chosen !== examination.assignedDoctor)
                handlers.onAssign(examination, chosen);
            }}
            renderEmptyState={() => (
              <span className={styles.secondaryText}>{t('examinations.physician.nobody')}</span>
            )}
          >
            {(item) => <MenuItem id={item.id}>{item.name}</MenuItem>}
          </Menu>
        </MenuTrigger>
      )}
    </span>
  );
}
