/**
 * Examination statuses (platform-core §4). DEFAULT is what a new examination has and is shown as
 * FOR_DESCRIPTION; ARCHIVED is the status of an archived examination (see docs/decisions.md,
 * "Examination states").
 */
export const EXAMINATION_STATUSES = [
  'DEFAULT',
  'PENDING',
  'IN_PROGRESS',
  'FOR_DESCRIPTION',
  'DESCRIBED',
  'FINISHED',
  'FAILED',
  'ARCHIVED',
] as const;

/** One examination status. */
export type ExaminationStatus = (typeof EXAMINATION_STATUSES)[number];

/** The board's columns, left to right: every status but DEFAULT (platform-core §4). */
export const BOARD_STATUSES = EXAMINATION_STATUSES.filter(
  (status): status is Exclude<ExaminationStatus, 'DEFAULT'> => status !== 'DEFAULT',
);

/** One column of the examinations board. */
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/**
 * The statuses a person may set through the status dropdown, in workflow order (platform-core
 * §4): ARCHIVED is not among them, since archiving is its own action (it sets the archived flag
 * too), and DEFAULT is only ever shown, as FOR_DESCRIPTION.
 */
export const SELECTABLE_EXAMINATION_STATUSES = BOARD_STATUSES.filter(
  (status): status is Exclude<BoardStatus, 'ARCHIVED'> => status !== 'ARCHIVED',
);

/** A status a person may set. */
export type SelectableExaminationStatus = (typeof SELECTABLE_EXAMINATION_STATUSES)[number];

/**
 * The status an examination is shown with: DEFAULT is shown as FOR_DESCRIPTION (platform-core §4),
 * which is also the board column it sits in. Any other status is shown as itself, so the answer
 * is of the same kind as the status given.
 *
 * @example
 * displayedExaminationStatus('DEFAULT'); // 'FOR_DESCRIPTION'
 */
export function displayedExaminationStatus<Status extends ExaminationStatus>(
  status: Status,
): DisplayedStatus<Status> {
  return (status === 'DEFAULT' ? 'FOR_DESCRIPTION' : status) as DisplayedStatus<Status>;
}

/** What {@link displayedExaminationStatus} shows for a status of the kind `Status`. */
export type DisplayedStatus<Status extends ExaminationStatus> =
  Exclude<Status, 'DEFAULT'> | ('DEFAULT' extends Status ? 'FOR_DESCRIPTION' : never);

/**
 * The stored statuses shown in one board column: FOR_DESCRIPTION holds DEFAULT as well.
 *
 * @example
 * statusesOfBoardColumn('FOR_DESCRIPTION'); // ['DEFAULT', 'FOR_DESCRIPTION']
 */
export function statusesOfBoardColumn(column: BoardStatus): ExaminationStatus[] {
  return column === 'FOR_DESCRIPTION' ? ['DEFAULT', 'FOR_DESCRIPTION'] : [column];
}

/**
 * Examination types (platform-core §1: Holter ECG, sleep apnea, COVID home monitoring, stress
 * test in the lab, a game-based type, HRV, EDF dataset). `covid`, `gameinn` and `stress_inlab`
 * are the identifiers the feature gates of platform-core §5 name.
 */
export const EXAMINATION_TYPES = [
  'holter_ecg',
  'sleep_apnea',
  'covid',
  'stress_inlab',
  'gameinn',
  'hrv',
  'edf_dataset',
] as const;

/** One examination type. */
export type ExaminationType = (typeof EXAMINATION_TYPES)[number];

/**
 * Types shown in the add-examination modal only when the clinic has the feature (platform-core
 * §5); the others are always shown.
 */
export const EXAMINATION_TYPE_FEATURES: Partial<Record<ExaminationType, string>> = {
  covid: 'examinationTypeCovid',
  gameinn: 'examinationTypeGameInn',
  stress_inlab: 'examinationTypeStressInLab',
};

/** A list item tagged HIDDEN is left out of examination lists (platform-core §3). */
export const HIDDEN_EXAMINATION_TAG = 'HIDDEN';

/** Statuses of the pending list: the assigned physician's FOR_DESCRIPTION or DESCRIBED (§4). */
export const PENDING_EXAMINATION_STATUSES: readonly ExaminationStatus[] = [
  'DEFAULT',
  'FOR_DESCRIPTION',
  'DESCRIBED',
];

/** Statuses of the annotations list: examinations still awaiting their description. */
export const ANNOTATION_EXAMINATION_STATUSES: readonly ExaminationStatus[] = [
  'DEFAULT',
  'FOR_DESCRIPTION',
];

/** Examinations per page of the examination lists, also right after the filters change (§9). */
export const EXAMINATION_LIST_PAGE_SIZE = 10;

/** Where the examinations page keeps its filters between visits (platform-core §9). */
export const EXAMINATION_FILTERS_STORAGE_KEY = 'examinations.filters';

/** Default paging of the examinations search: offset 0, size 100 (platform-core §9). */
export const EXAMINATION_LIST_DEFAULT_OFFSET = 0;
export const EXAMINATION_LIST_DEFAULT_SIZE = 100;

/**
 * The largest page one search answers. The board asks for all of a clinic's examinations at once
 * (platform-core §7); beyond this it must page, so one request cannot make the server serialise
 * an unbounded answer.
 */
export const EXAMINATION_LIST_MAX_SIZE = 10_000;

/** Patient search: at most 5 results for a trimmed phrase (platform-core §9). */
export const MEMBER_SEARCH_LIMIT = 5;

/** Longest free-text fields of an examination (a report page of text; the clinic's choice). */
export const EXAMINATION_TEXT_MAX_LENGTH = 20_000;

/** Longest one-line text of an examination (recorder number, a tag). */
export const EXAMINATION_SHORT_TEXT_MAX_LENGTH = 200;
