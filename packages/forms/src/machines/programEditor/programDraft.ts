import { ProgramDetailsSchema } from '@telemed/domain';
import type { AnswerKind, Program, ProgramDetails, Question, Series, Step } from '@telemed/domain';
import { schemaIssues } from '../../questionnaire/fieldIssues';
import type { FieldIssues } from '../../questionnaire/fieldIssues';

/*
 * The program the editor holds, and the pure changes made to it: every function returns a new
 * draft, so the machine's actions stay one line each and the changes are tested without a machine.
 * Steps, series and questions are found by id (their ids stay with them when they move).
 */

/** What the editor edits of a program: the fields of its details, steps included. */
export type ProgramDraft = ProgramDetails;

/** The fields of a program besides its steps. */
export type ProgramField = Exclude<keyof ProgramDraft, 'steps'>;

/** What a step's own fields may change to. */
export type StepChanges = Partial<Omit<Step, 'id' | 'series'>>;

/** What a series' own fields may change to. */
export type SeriesChanges = Partial<Omit<Series, 'id' | 'questions'>>;

/** Days a new step lasts until staff say otherwise: one week. */
export const NEW_STEP_DAYS = 7;

/** The editable part of a loaded program. */
export function draftOf(program: Program): ProgramDraft {
  const {
    _id: _programId,
    teamId: _teamId,
    published: _published,
    archived: _archived,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...details
  } = program;
  return details;
}

/** Whether two drafts differ in anything staff would save. */
export function isDraftChanged(draft: ProgramDraft, saved: ProgramDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/** A blank text field is no value: nullable texts become null rather than ''. */
const NULLABLE_TEXTS: ReadonlySet<ProgramField> = new Set([
  'author',
  'introVideoUrl',
  'thumbnailUrl',
]);

/** The draft with one of the program's own fields changed. */
export function withField<Field extends ProgramField>(
  draft: ProgramDraft,
  field: Field,
  value: ProgramDraft[Field],
): ProgramDraft {
  const blank = NULLABLE_TEXTS.has(field) && typeof value === 'string' && value.trim() === '';
  return { ...draft, [field]: blank ? null : value };
}

/** A copy of `items` with the item of `id` moved to `to` (clamped to the list). */
function moved<Item extends { id: string }>(items: readonly Item[], id: string, to: number) {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as Item);
  return next;
}

const changedStep = (draft: ProgramDraft, stepId: string, change: (step: Step) => Step) => ({
  ...draft,
  steps: draft.steps.map((step) => (step.id === stepId ? change(step) : step)),
});

const changedSeries = (
  draft: ProgramDraft,
  stepId: string,
  seriesId: string,
  change: (series: Series) => Series,
) =>
  changedStep(draft, stepId, (step) => ({
    ...step,
    series: step.series.map((series) => (series.id === seriesId ? change(series) : series)),
  }));

/** A new empty step of a week without rest, last in the program. */
export function withNewStep(draft: ProgramDraft, id: string): ProgramDraft {
  const step: Step = {
    id,
    title: '',
    durationDays: NEW_STEP_DAYS,
    suggestedRestDays: 0,
    series: [],
  };
  return { ...draft, steps: [...draft.steps, step] };
}

export const withStepChanged = (draft: ProgramDraft, stepId: string, changes: StepChanges) =>
  changedStep(draft, stepId, (step) => ({ ...step, ...changes }));

export const withoutStep = (draft: ProgramDraft, stepId: string): ProgramDraft => ({
  ...draft,
  steps: draft.steps.filter((step) => step.id !== stepId),
});

export const withStepMoved = (draft: ProgramDraft, stepId: string, to: number): ProgramDraft => ({
  ...draft,
  steps: moved(draft.steps, stepId, to),
});

/** A new empty series, last in its step. */
export const withNewSeries = (draft: ProgramDraft, stepId: string, id: string) =>
  changedStep(draft, stepId, (step) => ({
    ...step,
    series: [...step.series, { id, title: '', description: null, videoUrl: null, questions: [] }],
  }));

export const withSeriesChanged = (
  draft: ProgramDraft,
  stepId: string,
  seriesId: string,
  changes: SeriesChanges,
) =>
  changedSeries(draft, stepId, seriesId, (series) => {
    const next = { ...series, ...changes };
    const blank = (text: string | null) => (text?.trim() ? text : null);
    return { ...next, description: blank(next.description), videoUrl: blank(next.videoUrl) };
  });

export const withoutSeries = (draft: ProgramDraft, stepId: string, seriesId: string) =>
  changedStep(draft, stepId, (step) => ({
    ...step,
    series: step.series.filter((series) => series.id !== seriesId),
  }));

export const withSeriesMoved = (
  draft: ProgramDraft,
  stepId: string,
  seriesId: string,
  to: number,
) => changedStep(draft, stepId, (step) => ({ ...step, series: moved(step.series, seriesId, to) }));

/** A new question of a kind with the settings its kind needs (bounds, two options). */
export function newQuestion(kind: AnswerKind, id: string): Question {
  switch (kind) {
    case 'number':
      return { id, prompt: '', kind, min: 0, max: 100, unit: null };
    case 'singleChoice':
      return { id, prompt: '', kind, options: ['', ''] };
    default:
      return { id, prompt: '', kind };
  }
}

export const withNewQuestion = (
  draft: ProgramDraft,
  stepId: string,
  seriesId: string,
  question: Question,
) =>
  changedSeries(draft, stepId, seriesId, (series) => ({
    ...series,
    questions: [...series.questions, question],
  }));

/** The draft with a question replaced by its edited version (same id). */
export const withQuestionChanged = (
  draft: ProgramDraft,
  stepId: string,
  seriesId: string,
  question: Question,
) =>
  changedSeries(draft, stepId, seriesId, (series) => ({
    ...series,
    questions: series.questions.map((each) => (each.id === question.id ? question : each)),
  }));

export const withoutQuestion = (
  draft: ProgramDraft,
  stepId: string,
  seriesId: string,
  questionId: string,
) =>
  changedSeries(draft, stepId, seriesId, (series) => ({
    ...series,
    questions: series.questions.filter((question) => question.id !== questionId),
  }));

/** A copy of a library series under new ids, so a series reused twice keeps distinct ids. */
export function seriesCopy(series: Series, newId: () => string): Series {
  return {
    ...series,
    id: newId(),
    questions: series.questions.map((question) => ({ ...question, id: newId() })),
  };
}

/** A copy of a library step and its series under new ids. */
export function stepCopy(step: Step, newId: () => string): Step {
  return { ...step, id: newId(), series: step.series.map((series) => seriesCopy(series, newId)) };
}

export const withStepFromLibrary = (draft: ProgramDraft, step: Step, newId: () => string) => ({
  ...draft,
  steps: [...draft.steps, stepCopy(step, newId)],
});

export const withSeriesFromLibrary = (
  draft: ProgramDraft,
  stepId: string,
  series: Series,
  newId: () => string,
) =>
  changedStep(draft, stepId, (step) => ({
    ...step,
    series: [...step.series, seriesCopy(series, newId)],
  }));

/**
 * What the shared schema finds wrong with the draft, exactly as the server runs it: one issue
 * per property (`title`, `steps.0.series.1.videoUrl`), with the bounds `outOfRange` names.
 *
 * @example
 * programDraftIssues({ ...draft, title: 'Walk' }); // { title: { constraint: 'minLength', values: { min: 6 } } }
 */
export function programDraftIssues(draft: ProgramDraft): FieldIssues {
  const parsed = ProgramDetailsSchema.safeParse(draft);
  return parsed.success ? {} : schemaIssues(parsed.error.issues, { withMinimum: true });
}
