/** Bradycardia is a heart rate below this many beats per minute (clinical-domain §9). */
export const BRADYCARDIA_BPM = 60;

/** Tachycardia is a heart rate above this many beats per minute (clinical-domain §9). */
export const TACHYCARDIA_BPM = 100;
