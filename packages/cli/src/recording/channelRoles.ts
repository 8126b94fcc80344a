import { channelRoleOfLabel } from '@telemed/formats';
import type { ChannelRole, Recording, RecordingChannel } from '@telemed/formats';

export type { ChannelRole } from '@telemed/formats';

/** The channels whose label names the role (`channelRoleOfLabel`), in file order. */
export function channelsOfRole(recording: Recording, role: ChannelRole): RecordingChannel[] {
  return recording.channels.filter(({ label }) => channelRoleOfLabel(label) === role);
}

/** The first channel of the role, or undefined. */
export function channelOfRole(
  recording: Recording,
  role: ChannelRole,
): RecordingChannel | undefined {
  return channelsOfRole(recording, role)[0];
}
