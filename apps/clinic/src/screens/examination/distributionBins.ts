import type { DistributionBin } from '@telemed/domain';

/** A distribution as the chart draws it (seconds per bin), or null without one or any time. */
export function chartBins(bins: readonly DistributionBin[] | null | undefined) {
  if (!bins || !bins.some((bin) => bin.seconds > 0)) return null;
  return bins.map(({ from, to, seconds }) => ({ from, to, value: seconds }));
}
