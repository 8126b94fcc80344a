import type { CSSProperties } from 'react';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import * as styles from './SignalViewer.css';

/** Props of {@link ReadoutBox}. */
export interface ReadoutBoxProps {
  /** The cursor's time, formatted. */
  time: string;
  /** Each track's name and its value at the cursor ('—' where it has none). */
  readings: readonly { key: string; label: string; value: string }[];
  /** The box keeps to the side away from the cursor. */
  side: 'start' | 'end';
  style?: CSSProperties;
  testId: string;
  t: SignalsTranslate;
}

/** The box of a cursor readout: the time, then a line per track with its value. */
export function ReadoutBox({ time, readings, side, style, testId, t }: ReadoutBoxProps) {
  return (
    <div
      className={styles.readout}
      style={style}
      data-side={side}
      role="group"
      aria-label={t('readout.label')}
      data-testid={testId}
    >
      <div className={styles.readoutTime}>{time}</div>
      {readings.map((reading) => (
        <div key={reading.key} className={styles.readoutRow}>
          <span>{reading.label}</span>
          <span className={styles.readoutValue}>{reading.value}</span>
        </div>
      ))}
    </div>
  );
}
