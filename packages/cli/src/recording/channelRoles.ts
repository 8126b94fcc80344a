import type { Recording, RecordingChannel } from '@telemed/formats';

/** A label compared without case, spaces and punctuation ("Air flow" → "airflow"). */
const normalise = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Channel labels by role. The spec's EDF channel names (ECG, Air flow, SpO2, Chest volume, Pulse;
 * clinical-domain §5) come first, then the names PhysioNet records and common recorders use
 * (MLII and V1-V6 in MIT-BIH, "Flow", "Thorax", "SaO2", "HR").
 */
const ROLE_PATTERNS = {
  ecg: /^(ecg\w*|ekg\w*|ml(i|ii|iii)|v[1-6]|i|ii|iii|avr|avl|avf|lead\w*)$/,
  airFlow: /^(airflow|flow|nasalflow|nasalpressure|pressure|cannula)$/,
  effort: /^(chestvolume|chest|thorax|thoracic|effort|chesteffort|rip\w*)$/,
  spo2: /^(spo2|sao2|saturation|oxygensaturation)$/,
  pulse: /^(pulse|pulserate|pr|hr|heartrate)$/,
  snore: /^(snore|snoring|microphone|mic|sound)$/,
  bodyPosition: /^(position|bodyposition|pos)$/,
  respirationRate: /^(respirationrate|resprate|rr|breathingrate)$/,
  temperature: /^(temperature|temp|bodytemperature|skintemperature)$/,
  cough: /^(cough|coughsound|audio)$/,
} as const;

export type ChannelRole = keyof typeof ROLE_PATTERNS;

/** The channels whose label names the role, in file order. */
export function channelsOfRole(recording: Recording, role: ChannelRole): RecordingChannel[] {
  return recording.channels.filter(({ label }) => ROLE_PATTERNS[role].test(normalise(label)));
}

/** The first channel of the role, or undefined. */
export function channelOfRole(
  recording: Recording,
  role: ChannelRole,
): RecordingChannel | undefined {
  return channelsOfRole(recording, role)[0];
}
