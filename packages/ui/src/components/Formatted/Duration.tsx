import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../format/duration';

/** Props of {@link Duration}. */
export interface DurationProps {
  /** Length in milliseconds, e.g. an examination's `duration`. */
  milliseconds: number;
}

/**
 * A length of time as `hh h mm min ss s` with translated unit labels, inside a `<time>` element
 * whose machine-readable value is an ISO 8601 duration.
 */
export function Duration({ milliseconds }: DurationProps) {
  const { t } = useTranslation('ui');
  const text = formatDuration(milliseconds, {
    hours: t('duration.hours'),
    minutes: t('duration.minutes'),
    seconds: t('duration.seconds'),
  });
  return <time dateTime={`PT${Math.max(0, Math.floor(milliseconds / 1000))}S`}>{text}</time>;
}
