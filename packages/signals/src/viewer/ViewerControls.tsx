import { memo } from 'react';
import { Button, Select, SelectItem } from '@telemed/ui';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import { CALIBRATIONS, PAPER_SPEEDS } from '../scales/paperScale';
import type { Calibration, PaperSpeed } from '../scales/paperScale';
import * as styles from './SignalViewer.css';

/** Props of {@link ViewerControls}. */
export interface ViewerControlsProps {
  /** The paper speed the time scale matches, if any (a zoom of one's own matches none). */
  paperSpeed: number | undefined;
  calibration: Calibration;
  /** Whether any track follows the mm/mV calibration (the amplitude choice is shown then). */
  calibrated: boolean;
  t: SignalsTranslate;
  onPaperSpeed(speed: PaperSpeed): void;
  onCalibration(calibration: Calibration): void;
  /** Zooms by `factor` around the middle (below 1 zooms in). */
  onZoom(factor: number): void;
  onShortcuts(): void;
}

/** Zoom of one press of the zoom buttons: the `+` and `-` keys' factor. */
export const BUTTON_ZOOM_FACTOR = 2;

/**
 * The viewer's display controls: the paper speed (5, 10, 25, 50 mm/s, or the user's own zoom),
 * the ECG amplitude (2.5, 5, 10, 20 mm/mV), zoom buttons and the keyboard shortcuts' help.
 * Memoised with stable callbacks: a pan re-renders the viewer every frame, never its controls
 * (react-aria's lists are costly to render, `pnpm bench viewer.frame`).
 */
export const ViewerControls = memo(function ViewerControls(props: ViewerControlsProps) {
  const { paperSpeed, calibration, t } = props;
  return (
    <div className={styles.controls} role="group" aria-label={t('controls.label')}>
      <Select
        className={styles.controlSelect}
        label={t('controls.paperSpeed')}
        placeholder={t('controls.custom')}
        selectedKey={paperSpeed === undefined ? null : String(paperSpeed)}
        onSelectionChange={(key) => {
          const speed = PAPER_SPEEDS.find((candidate) => String(candidate) === key);
          if (speed !== undefined) props.onPaperSpeed(speed);
        }}
      >
        {PAPER_SPEEDS.map((speed) => (
          <SelectItem key={speed} id={String(speed)}>
            {t('controls.speedOption', { speed })}
          </SelectItem>
        ))}
      </Select>
      {props.calibrated && (
        <Select
          className={styles.controlSelect}
          label={t('controls.amplitude')}
          selectedKey={String(calibration)}
          onSelectionChange={(key) => {
            const chosen = CALIBRATIONS.find((candidate) => String(candidate) === key);
            if (chosen !== undefined) props.onCalibration(chosen);
          }}
        >
          {CALIBRATIONS.map((option) => (
            <SelectItem key={option} id={String(option)}>
              {t('controls.amplitudeOption', { calibration: option })}
            </SelectItem>
          ))}
        </Select>
      )}
      <Button variant="secondary" onPress={() => props.onZoom(1 / BUTTON_ZOOM_FACTOR)}>
        {t('controls.zoomIn')}
      </Button>
      <Button variant="secondary" onPress={() => props.onZoom(BUTTON_ZOOM_FACTOR)}>
        {t('controls.zoomOut')}
      </Button>
      <Button variant="ghost" onPress={props.onShortcuts} aria-keyshortcuts="?">
        {t('controls.shortcuts')}
      </Button>
    </div>
  );
});
