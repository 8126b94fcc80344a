/**
 * The name of the demo clinic the seed creates: the demo plan's clinic, and the rehabilitation
 * clinic when no other is configured (docs/decisions.md "Payments"). Here rather than in the seed,
 * which production code does not load.
 */
export const DEMO_CLINIC_NAME = 'Telemed Demo Clinic';
