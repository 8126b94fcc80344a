import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /**
   * Accessible name; defaults to the translated "Loading…".
   */
  'aria-label'?: string;
  /** @default 'medium' */
  size?: keyof typeof styles.size;
  className?: string;
}

/** An indeterminate progress indicator (role progressbar) for work of unknown length. */
export function Spinner({ size = 'medium', className, ...props }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <ProgressBar
      isIndeterminate
      aria-label={props['aria-label'] ?? t('common.loading')}
      className={joinClassNames(styles.spinner, className)}
    >
      <svg
        viewBox="0 0 24 24"
        className={joinClassNames(styles.size[size], styles.circle)}
        aria-hidden="true"
      >
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 00-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </ProgressBar>
  );
}

/** Props of {@link Preloader}. */
export interface PreloaderProps {
  /** Visible text under the spinner; defaults to the translated "Loading…". */
  label?: string;
}

/** A spinner with a visible label that fills the area of content still loading. */
export function Preloader({ label }: PreloaderProps) {
  const { t } = useTranslation('ui');
  const text = label ?? t('common.loading');
  return (
    <div className={styles.preloader}>
      <Spinner size="large" aria-label={text} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
