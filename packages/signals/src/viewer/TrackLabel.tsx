import { Button } from '@telemed/ui';
import type { AmplitudeMapping, ChannelDisplaySettings } from '../draw/amplitude';
import type { SignalsStringKey } from '../i18n/signalsResources';
import type { SignalChannel } from '../model/signalData';
import * as styles from './SignalViewer.css';

/** Props of {@link TrackLabel}. */
export interface TrackLabelProps {
  channel: SignalChannel;
  settings: ChannelDisplaySettings;
  mapping: AmplitudeMapping;
  calibration: number;
  height: number;
  /** Translates a signals string. */
  t(key: SignalsStringKey, values?: Record<string, string | number>): string;
  onFit(): void;
  onGain(factor: number): void;
  onReverse(): void;
}

/**
 * The name, unit and amplitude scale of a track, with its controls: fit, amplitude up and down,
 * polarity reversal (spec clinical-domain §2, fit and scale controls, polarity reversal).
 * @selector [data-reversed] when the polarity is reversed
 */
export function TrackLabel({
  channel,
  settings,
  mapping,
  calibration,
  height,
  t,
  onFit,
  onGain,
  onReverse,
}: TrackLabelProps) {
  const named = { channel: channel.label };
  const scale = mapping.calibrated
    ? t('track.calibration', { calibration })
    : settings.fitted
      ? t('track.fittedScale')
      : t('track.autoScale');
  return (
    <div
      className={styles.trackLabel}
      style={{ blockSize: height }}
      data-reversed={settings.reversed || undefined}
    >
      <span className={styles.channelName}>{channel.label}</span>
      <span className={styles.channelScale}>
        {[
          mapping.unit,
          scale,
          settings.gain === 1 ? undefined : t('track.gain', { gain: settings.gain }),
          settings.reversed ? t('track.reversed') : undefined,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <div className={styles.trackControls} role="group" aria-label={t('track.controls', named)}>
        <Button size="small" variant="ghost" aria-label={t('track.fit', named)} onPress={onFit}>
          ↕
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={t('track.amplify', named)}
          onPress={() => onGain(2)}
        >
          +
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={t('track.attenuate', named)}
          onPress={() => onGain(0.5)}
        >
          −
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={t('track.reverse', named)}
          aria-pressed={settings.reversed}
          onPress={onReverse}
        >
          ⇅
        </Button>
      </div>
    </div>
  );
}
