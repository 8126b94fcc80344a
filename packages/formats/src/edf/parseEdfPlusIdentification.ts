/** A calendar date without time, as written in EDF+ identification fields. */
export interface EdfCalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The EDF+ subfields of the local patient identification (EDF+ spec, section 2.1.3.1). */
export interface EdfPlusPatient {
  /** Hospital administration code; `null` when the file writes 'X' (unknown). */
  code: string | null;
  sex: 'F' | 'M' | null;
  birthdate: EdfCalendarDate | null;
  /** Name with the spec's underscores turned back into spaces. */
  name: string | null;
  /** Subfields after the four the spec defines. */
  additional: string[];
}

/** The EDF+ subfields of the local recording identification (EDF+ spec, section 2.1.3.2). */
export interface EdfPlusRecording {
  startdate: EdfCalendarDate | null;
  admincode: string | null;
  technician: string | null;
  equipment: string | null;
  additional: string[];
}

export const EDF_MONTHS = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

// EDF+ spec: subfields are separated by spaces; a space inside one is written as '_';
// an unknown subfield is a single 'X'.
const subfield = (text: string | undefined): string | null =>
  text === undefined || text === 'X' ? null : text.replaceAll('_', ' ');

/** Parses 'dd-MMM-yyyy' (EDF+ spec: "02-AUG-1951"); `null` for 'X' or anything else. */
export function parseEdfPlusDate(text: string | undefined): EdfCalendarDate | null {
  const match = /^(\d\d)-([A-Z]{3})-(\d{4})$/.exec((text ?? '').toUpperCase());
  if (!match) return null;
  const month = EDF_MONTHS.indexOf(match[2] as (typeof EDF_MONTHS)[number]) + 1;
  if (month === 0) return null;
  return { year: Number(match[3]), month, day: Number(match[1]) };
}

/**
 * Splits the patient field of an EDF+ header into its subfields. Returns `null` when the field
 * does not follow the EDF+ layout (plain EDF, or a writer that ignored the convention).
 */
export function parseEdfPlusPatient(field: string): EdfPlusPatient | null {
  const parts = field.trim().split(/ +/);
  if (parts.length < 4) return null;
  const [code, sex, birthdate, name, ...additional] = parts;
  return {
    code: subfield(code),
    sex: sex === 'F' || sex === 'M' ? sex : null,
    birthdate: parseEdfPlusDate(birthdate),
    name: subfield(name),
    additional,
  };
}

/** Splits the recording field of an EDF+ header ('Startdate dd-MMM-yyyy admincode technician equipment'). */
export function parseEdfPlusRecording(field: string): EdfPlusRecording | null {
  const parts = field.trim().split(/ +/);
  if (parts[0] !== 'Startdate' || parts.length < 5) return null;
  const [, startdate, admincode, technician, equipment, ...additional] = parts;
  return {
    startdate: parseEdfPlusDate(startdate),
    admincode: subfield(admincode),
    technician: subfield(technician),
    equipment: subfield(equipment),
    additional,
  };
}
