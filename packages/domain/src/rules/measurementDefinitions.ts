/** A closed range of readings. */
export interface MeasurementRange {
  min: number;
  max: number;
}

/**
 * The ranges of the measurement definitions (platform-core §3, clinical-domain §3 "Measurement
 * definitions (ranges)"): pulse 0-200 bpm, temperature 30-38 °C, respiration rate 0-50 /min, HRV
 * 0-200 ms, SpO2 50-100 %, respiration (air flow, chest volume) -10 to 10. ECG (mV) and steps
 * have none.
 */
export const MEASUREMENT_DEFINITIONS = {
  pulse: { min: 0, max: 200 },
  temperature: { min: 30, max: 38 },
  respirationRate: { min: 0, max: 50 },
  hrv: { min: 0, max: 200 },
  spo2: { min: 50, max: 100 },
  respiration: { min: -10, max: 10 },
} as const satisfies Record<string, MeasurementRange>;
