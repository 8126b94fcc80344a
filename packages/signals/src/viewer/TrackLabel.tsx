import { memo } from 'react';
import { Button } from '@telemed/ui';
import type { ChannelDisplaySettings } from '../draw/amplitude';
import type { SignalsStringKey } from '../i18n/signalsResources';
import type { SignalChannel } from '../model/signalData';
import * as styles from './SignalViewer.css';

/**
 * Track height under which the label's three lines (name, scale, controls) do not fit and it
 * lays out in two (name and scale on one line).
 */
const COMPACT_BELOW_PX = 72;

/** Props of {@link TrackLabel}. */
export interface TrackLabelProps {
  channel: SignalChannel;
  settings: ChannelDisplaySettings;
  /** The unit values are shown in (the amplitude mapping's). */
  unit: string;
  /** True when the mm/mV calibration sets the scale. */
  calibrated: boolean;
  calibration: number;
  height: number;
  /** Translates a signals string. */
  t(key: SignalsStringKey, values?: Record<string, string | number>): string;
  /** Fits the channel's visible range to the track. */
  onFit(channelId: string): void;
  /** Changes the channel's settings. */
  onSettings(
    channelId: string,
    change: (current: ChannelDisplaySettings) => ChannelDisplaySettings,
  ): void;
}

/**
 * The name, unit and amplitude scale of a track, with its controls: fit, amplitude up and down,
 * polarity reversal (spec clinical-domain §2, fit and scale controls, polarity reversal).
 * Memoised with stable callbacks, so panning and zooming do not re-render the labels.
 * @selector [data-reversed] when the polarity is reversed
 * @selector [data-compact] on a track shorter than three lines
 */
export const TrackLabel = memo(function TrackLabel({
  channel,
  settings,
  unit,
  calibrated,
  calibration,
  height,
  t,
  onFit,
  onSettings,
}: TrackLabelProps) {
  const named = { channel: channel.label };
  const onGain = (factor: number) =>
    onSettings(channel.id, (current) => ({ ...current, gain: current.gain * factor }));
  const onReverse = () =>
    onSettings(channel.id, (current) => ({ ...current, reversed: !current.reversed }));
  const scale = calibrated
    ? t('track.calibration', { calibration })
    : settings.fitted
      ? t('track.fittedScale')
      : t('track.autoScale');
  return (
    <div
      className={styles.trackLabel}
      style={{ blockSize: height }}
      data-reversed={settings.reversed || undefined}
      data-compact={height < COMPACT_BELOW_PX || undefined}
    >
      <div className={styles.channelTitle}>
        <span className={styles.channelName}>{channel.label}</span>
        <span className={styles.channelScale}>
          {[
            unit,
            scale,
            settings.gain === 1 ? undefined : t('track.gain', { gain: settings.gain }),
            settings.reversed ? t('track.reversed') : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <div className={styles.trackControls} role="group" aria-label={t('track.controls', named)}>
        <Button
          size="small"
          variant="ghost"
          aria-label={t('track.fit', named)}
          onPress={() => onFit(channel.id)}
        >
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
});
