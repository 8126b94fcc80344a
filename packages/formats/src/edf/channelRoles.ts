/**
 * What a recording's channel carries, told by its label: the spec's EDF channel names (ECG, Air
 * flow, SpO2, Chest volume, Pulse; clinical-domain §5) and the names PhysioNet records and common
 * recorders use (MLII and V1-V6 in MIT-BIH, "Flow", "Thorax", "SaO2", "HR"). The roles are named as
 * the platform's signal types. One rule for the import, the datasets and the command line.
 */
const ROLE_PATTERNS = {
  ecg: /^(ecg\w*|ekg\w*|ml(i|ii|iii)|v[1-6]|i|ii|iii|avr|avl|avf|lead\w*)$/,
  airflow: /^(airflow|flow|nasalflow|nasalpressure|pressure|cannula)$/,
  chestVolume: /^(chestvolume|chest|thorax|thoracic|effort|chesteffort|rip\w*)$/,
  spo2: /^(spo2|sao2|saturation|oxygensaturation)$/,
  pulse: /^(pulse|pulserate|pr|hr|heartrate)$/,
  snore: /^(snore|snoring|microphone|mic|sound)$/,
  bodyPosition: /^(position|bodyposition|pos)$/,
  respirationRate: /^(respirationrate|resprate|rr|breathingrate)$/,
  temperature: /^(temperature|temp|bodytemperature|skintemperature)$/,
  cough: /^(cough|coughsound|audio)$/,
} as const;

/** What a channel carries. */
export type ChannelRole = keyof typeof ROLE_PATTERNS;

const ROLES = Object.keys(ROLE_PATTERNS) as ChannelRole[];

/**
 * The role a channel's label names, compared without case, spaces and punctuation, or `null`.
 * @example
 * channelRoleOfLabel('MLII'); // 'ecg'
 * channelRoleOfLabel('Air flow'); // 'airflow'
 * channelRoleOfLabel('EEG Fp1'); // null
 */
export function channelRoleOfLabel(label: string): ChannelRole | null {
  const normalised = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  return ROLES.find((role) => ROLE_PATTERNS[role].test(normalised)) ?? null;
}
