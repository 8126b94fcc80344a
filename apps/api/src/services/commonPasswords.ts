/**
 * Words of this service that people build passwords from (NIST SP 800-63B §5.1.1.2:
 * "context-specific words, such as the name of the service").
 */
const SERVICE_WORDS = new Set(['telemed', 'telemedicine', 'telemedycyna', 'clinic', 'klinika']);

/** Digits and symbols appended to a word: 'password123!', 'haslo2026'. */
const TRAILING_DIGITS_AND_SYMBOLS = /[\p{N}\p{P}\p{S}\s]+$/u;

/** Runs of keys that are no secret, read either way. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
];

let commonPasswords: Promise<ReadonlySet<string>> | undefined;
let commonWords: Promise<ReadonlySet<string>> | undefined;

/**
 * The common words of the interface's languages that have a zxcvbn-ts dictionary (MIT): Polish,
 * German, Spanish and Italian (English words are in the common passwords; there is no Greek
 * dictionary). NIST SP 800-63B §5.1.1.2 lists dictionary words among what a new password must
 * not be: a single word with digits or symbols appended falls to a dictionary attack.
 */
const LANGUAGE_WORDS: (() => Promise<readonly string[]>)[] = [
  () => import('@zxcvbn-ts/language-pl').then(({ dictionary }) => dictionary.commonWords ?? []),
  () => import('@zxcvbn-ts/language-de').then(({ dictionary }) => dictionary.commonWords ?? []),
  () =>
    import('@zxcvbn-ts/language-es-es').then(
      ({ dictionary }) => dictionary['commonWords-es-es'] ?? [],
    ),
  () => import('@zxcvbn-ts/language-it').then(({ dictionary }) => dictionary.commonWords ?? []),
];

/** The languages' common words, lowercase; loaded on first use like the passwords. */
function loadCommonWords(): Promise<ReadonlySet<string>> {
  commonWords ??= Promise.all(LANGUAGE_WORDS.map((load) => load())).then(
    (lists) => new Set(lists.flat().map((word) => word.normalize('NFKC').toLowerCase())),
  );
  return commonWords;
}

/**
 * The 49,000 most common passwords of breach corpora, lowercase, from zxcvbn-ts' common
 * dictionary (MIT). Loaded on first use: decompressing it takes ~150 ms, which servers and
 * test files that never set a password need not pay.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

function isSequence(password: string): boolean {
  return SEQUENCES.some(
    (sequence) =>
      sequence.includes(password) || [...sequence].reverse().join('').includes(password),
  );
}

/**
 * Whether a new password is one that attackers try first: a common password (in any letter
 * case), a common password, a common word of Polish, German, Spanish or Italian or a word of
 * this service, alone or with digits or symbols appended ('Password123!', 'telemed2026',
 * 'Szpital2026!'), or a run of the alphabet, the digits or a keyboard row.
 *
 * @example
 * await isCommonPassword('Password1'); // true
 * await isCommonPassword('Sunny-Meadow-42'); // false
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const normalized = password.normalize('NFKC').toLowerCase();
  const word = normalized.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  const [common, words] = await Promise.all([loadCommonPasswords(), loadCommonWords()]);
  return (
    common.has(normalized) ||
    common.has(word) ||
    words.has(normalized) ||
    words.has(word) ||
    SERVICE_WORDS.has(word) ||
    isSequence(normalized)
  );
}
