/**
 * National identification numbers a patient can be identified by (clinical-domain §3): Poland
 * (PESEL, identity card), Germany (identity card number, tax ID), France (NIR), Spain (NUSS),
 * Canada (SIN) and the United Kingdom (National Insurance number). Every validator is pure,
 * takes the number as typed (spaces and dashes allowed) and checks its format and check digits.
 */
export const IDENTIFIER_TYPES = [
  'PESEL',
  'PL_ID_CARD',
  'DE_ID_CARD',
  'DE_TAX_ID',
  'FR_NIR',
  'ES_NUSS',
  'CA_SIN',
  'GB_NINO',
] as const;

/** One kind of national identification number. */
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

/** Why an identifier was refused: a character outside Latin letters and digits, or a bad number. */
export type IdentifierProblem = 'notAlphanumeric' | 'invalid';

const digitsOf = (value: string): number[] => [...value].map(Number);

/** Value of an alphanumeric character in ICAO 9303 / Polish ID check digits: 0-9, then A=10..Z=35. */
function characterValue(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

/** Removes the spaces and dashes people type between groups, and upper-cases letters. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * PESEL: 11 digits, birth date encoded in the first 6 (month + 20 for 2000-2099, + 40/60/80 for
 * other centuries), check digit with weights 1-3-7-9 (Ustawa o ewidencji ludności, Dz.U. 2010).
 *
 * @example
 * isValidPesel('44051401359'); // true
 */
export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = digitsOf(value);
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  if ((10 - (sum % 10)) % 10 !== digits[10]) return false;
  const encodedMonth = Number(value.slice(2, 4));
  const centuryOffset = Math.floor(encodedMonth / 20);
  const centuryStart = [1900, 2000, 2100, 2200, 1800][centuryOffset];
  if (centuryStart === undefined) return false;
  const year = centuryStart + Number(value.slice(0, 2));
  const month = encodedMonth % 20;
  const day = Number(value.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Polish identity card (dowód osobisty): 3 letters then 6 digits, the first digit being the check
 * digit of weights 7-3-1-(9)-7-3-1-7-3 over letter values A=10..Z=35 (MSWiA specification).
 *
 * @example
 * isValidPolishIdCard('ABA300000'); // true
 */
export function isValidPolishIdCard(value: string): boolean {
  if (!/^[A-Z]{3}\d{6}$/.test(value)) return false;
  const weights = [7, 3, 1, 0, 7, 3, 1, 7, 3];
  const sum = weights.reduce(
    (total, weight, index) => total + weight * characterValue(value.charAt(index)),
    0,
  );
  return sum % 10 === Number(value.charAt(3));
}

/** ICAO 9303 check digit: weights 7-3-1 repeating over digit and letter values, modulo 10. */
function icaoCheckDigit(characters: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let index = 0; index < characters.length; index += 1) {
    sum += characterValue(characters.charAt(index)) * (weights[index % 3] ?? 0);
  }
  return sum % 10;
}

/**
 * German identity card number (Personalausweis, since 2010): 9 characters of the digits and the
 * letters C F G H J K L M N P R T V W X Y Z, then an ICAO 9303 check digit.
 *
 * @example
 * isValidGermanIdCard('T220001293'); // true
 */
export function isValidGermanIdCard(value: string): boolean {
  if (!/^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(value)) return false;
  return icaoCheckDigit(value.slice(0, 9)) === Number(value.charAt(9));
}

/**
 * German tax ID (Steuerliche Identifikationsnummer): 11 digits, no leading 0, among the first
 * 10 one digit occurs twice or three times and the others at most once, check digit by
 * ISO/IEC 7064 MOD 11,10 (§139b AO; BZSt specification).
 *
 * @example
 * isValidGermanTaxId('86095742719'); // true
 */
export function isValidGermanTaxId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  const counts = new Map<number, number>();
  for (const digit of digits.slice(0, 10)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3) return false;
  let product = 10;
  for (const digit of digits.slice(0, 10)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === digits[10];
}

/**
 * French social security number (NIR): sex 1/2 (3/4/7/8 for temporary numbers), year, month,
 * département (2A/2B for Corsica), commune, order, then the key 97 - (number mod 97) (INSEE).
 *
 * @example
 * isValidFrenchNir('255081416802538'); // true
 */
export function isValidFrenchNir(value: string): boolean {
  if (!/^[1-478]\d{4}(\d{2}|2A|2B)\d{8}$/.test(value)) return false;
  const corsica = value.slice(5, 7);
  const body = value.slice(0, 13).replace('2A', '19').replace('2B', '18');
  let number = BigInt(body);
  if (corsica === '2A') number -= 1_000_000n;
  if (corsica === '2B') number -= 2_000_000n;
  return 97n - (number % 97n) === BigInt(value.slice(13));
}

/**
 * Spanish social security number (NUSS): 2-digit province, 8-digit number, 2 control digits equal
 * to (province and number) mod 97, the number written without leading zeros below 10 000 000
 * (Tesorería General de la Seguridad Social).
 *
 * @example
 * isValidSpanishNuss('281234567840'); // true
 */
export function isValidSpanishNuss(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const province = Number(value.slice(0, 2));
  const number = Number(value.slice(2, 10));
  const base = number < 10_000_000 ? number + province * 10_000_000 : Number(value.slice(0, 10));
  return base % 97 === Number(value.slice(10));
}

/** Luhn (ISO/IEC 7812-1) checksum over a string of digits. */
function passesLuhn(value: string): boolean {
  let sum = 0;
  const digits = digitsOf(value).reverse();
  digits.forEach((digit, index) => {
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}

/**
 * Canadian Social Insurance Number: 9 digits passing the Luhn check; 0 and 8 are never issued as
 * the first digit (Employment and Social Development Canada).
 *
 * @example
 * isValidCanadianSin('046454286'); // false (starts with 0)
 * isValidCanadianSin('130692544'); // true
 */
export function isValidCanadianSin(value: string): boolean {
  return /^[1-79]\d{8}$/.test(value) && passesLuhn(value);
}

/** Prefixes HMRC never allocates (HMRC National Insurance Manual NIM39110). */
const FORBIDDEN_NINO_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

/**
 * UK National Insurance number: two prefix letters (first not D F I Q U V, second not D F I O Q
 * U V, and not BG GB KN NK NT TN ZZ), six digits, suffix A-D (HMRC NIM39110).
 *
 * @example
 * isValidUkNino('QQ123456C'); // false (Q is not allowed)
 * isValidUkNino('AB123456C'); // true
 */
export function isValidUkNino(value: string): boolean {
  if (!/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(value)) return false;
  return !FORBIDDEN_NINO_PREFIXES.has(value.slice(0, 2));
}

const VALIDATORS: Record<IdentifierType, (normalized: string) => boolean> = {
  PESEL: isValidPesel,
  PL_ID_CARD: isValidPolishIdCard,
  DE_ID_CARD: isValidGermanIdCard,
  DE_TAX_ID: isValidGermanTaxId,
  FR_NIR: isValidFrenchNir,
  ES_NUSS: isValidSpanishNuss,
  CA_SIN: isValidCanadianSin,
  GB_NINO: isValidUkNino,
};

/**
 * What is wrong with an identifier of a type, or null when it is valid. Spaces and dashes
 * between groups are ignored; any other character outside Latin letters and digits is
 * `notAlphanumeric` ("Identifier must be alphanumeric", clinical-domain §5).
 *
 * @example
 * identifierProblem('PESEL', '4405 1401 359'); // null
 * identifierProblem('PESEL', '44051401358'); // 'invalid'
 * identifierProblem('GB_NINO', 'AB12345€C'); // 'notAlphanumeric'
 */
export function identifierProblem(type: IdentifierType, value: string): IdentifierProblem | null {
  const normalized = normalizeIdentifier(value);
  if (!/^[A-Z0-9]+$/.test(normalized)) return 'notAlphanumeric';
  return VALIDATORS[type](normalized) ? null : 'invalid';
}
