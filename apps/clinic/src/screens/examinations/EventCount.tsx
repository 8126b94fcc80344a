import type { Examination } from '@telemed/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../shell/layout.css';

/**
 * An examination's event count in a list: the number, or a dash read out as "not counted yet"
 * while its recording has not been analysed (`eventCount` null), never an invented figure.
 */
export function EventCount({ examination }: { examination: Examination }) {
  const { t } = useTranslation();
  if (examination.eventCount !== null) return examination.eventCount;
  const notCounted = t('examinations.eventsNotCounted');
  return (
    <span title={notCounted}>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>{notCounted}</span>
    </span>
  );
}
