/**
 * The alerts of COVID home monitoring (clinical-domain §1: high heart rate, low SpO2, frequent
 * breathing, high temperature), most severe first. Low SpO2 leads: hypoxaemia is the sign that
 * sends a COVID patient to hospital (silent hypoxia); a fast breathing rate is the next sign of
 * respiratory failure; a racing heart and fever follow. The dashboard orders alerts by this,
 * then newest first, and no surface ranks them another way.
 */
export const COVID_ALERT_TYPES = [
  'LOW_SPO2',
  'FREQUENT_BREATHING',
  'HIGH_HEART_RATE',
  'HIGH_TEMPERATURE',
] as const;

/** One kind of COVID alert. */
export type CovidAlertType = (typeof COVID_ALERT_TYPES)[number];

/** Whether an event type is one of the COVID alerts (not a sample, cough or user event). */
export function isCovidAlertType(type: string): type is CovidAlertType {
  return (COVID_ALERT_TYPES as readonly string[]).includes(type);
}

/**
 * Orders alerts most severe first, then the most recent (latest start) first, then by id so
 * that the order is stable.
 *
 * @example
 * alerts.sort(compareCovidAlerts);
 */
export function compareCovidAlerts(
  a: { type: CovidAlertType; startDate: string; _id: string },
  b: { type: CovidAlertType; startDate: string; _id: string },
): number {
  const bySeverity = COVID_ALERT_TYPES.indexOf(a.type) - COVID_ALERT_TYPES.indexOf(b.type);
  if (bySeverity !== 0) return bySeverity;
  const byRecency = Date.parse(b.startDate) - Date.parse(a.startDate);
  if (byRecency !== 0) return byRecency;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}
