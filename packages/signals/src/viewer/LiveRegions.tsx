import type { AccessibleSummary } from './useAccessibleSummary';
import * as styles from './SignalViewer.css';

/** Props of {@link LiveRegions}. */
export interface LiveRegionsProps {
  /** Element ids the plot's `aria-describedby` names. */
  ids: { instructions: string; summary: string };
  texts: AccessibleSummary;
  /** Announces the selected event (only when events are shown). */
  announceSelection: boolean;
}

/**
 * The plot's text alternative, visually hidden: the instructions, the live summary of the window
 * (`data-testid="signal-viewer-summary"`) and the selected event's announcement
 * (`data-testid="signal-viewer-selection"`), both polite live regions.
 */
export function LiveRegions({ ids, texts, announceSelection }: LiveRegionsProps) {
  return (
    <>
      <span id={ids.instructions} className={styles.visuallyHidden}>
        {texts.instructions}
      </span>
      <span
        id={ids.summary}
        className={styles.visuallyHidden}
        aria-live="polite"
        data-testid="signal-viewer-summary"
      >
        {texts.summary}
      </span>
      {announceSelection && (
        <span
          className={styles.visuallyHidden}
          aria-live="polite"
          data-testid="signal-viewer-selection"
        >
          {texts.selection}
        </span>
      )}
    </>
  );
}
