import { useMemo } from 'react';
import type { ChannelDisplaySettings } from '../draw/amplitude';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import type { ViewerTrack } from './channelTracks';
import * as styles from './SignalViewer.css';
import { TrackLabel } from './TrackLabel';

/** Props of {@link TrackLabels}. */
export interface TrackLabelsProps {
  tracks: readonly ViewerTrack[];
  /** mm/mV of calibrated ECG tracks. */
  calibration: number;
  trackHeight: number;
  /** Height of the clock-time axis beside the spacer under the labels. */
  axisHeight: number;
  /** The paper speed (mm/s) the time scale matches, shown under the labels when it does. */
  paperSpeed: number | undefined;
  t: SignalsTranslate;
  onFit(channelId: string): void;
  onSettings(
    channelId: string,
    change: (current: ChannelDisplaySettings) => ChannelDisplaySettings,
  ): void;
}

/** The column beside the viewer's canvas: each track's label and controls, then the paper speed. */
export function TrackLabels(props: TrackLabelsProps) {
  const { tracks, calibration, trackHeight, paperSpeed, t } = props;
  // Not translated again on every frame of a pan.
  const speedText = useMemo(
    () => (paperSpeed === undefined ? null : t('viewer.paperSpeed', { speed: paperSpeed })),
    [t, paperSpeed],
  );
  return (
    <div className={styles.labels}>
      {tracks.map((track) => (
        <TrackLabel
          key={track.channel.id}
          channel={track.channel}
          settings={track.settings}
          unit={track.mapping.unit}
          calibrated={track.mapping.calibrated}
          calibration={calibration}
          height={trackHeight}
          t={t}
          onFit={props.onFit}
          onSettings={props.onSettings}
        />
      ))}
      <div className={styles.axisSpacer} style={{ blockSize: props.axisHeight }}>
        {speedText}
      </div>
    </div>
  );
}
