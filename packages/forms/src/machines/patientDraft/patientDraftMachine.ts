import type { CreateMemberResponse, Invitation, Member, TeamMember } from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import { unprovidedService } from '../unprovidedService';
import {
  EMPTY_PATIENT_DRAFT,
  hasPatientChanges,
  newPatientBody,
  patientChanges,
  patientDraftOf,
} from './patientDraft';
import type { NewPatientBody, PatientChanges, PatientDraft } from './patientDraft';

/** What the patient form starts from: a new patient, or the record of one to edit. */
export type PatientDraftInput =
  { teamId: string; mode: 'create' } | { teamId: string; mode: 'edit'; patient: TeamMember };

/** What the patient draft machine holds. */
export interface PatientDraftContext {
  teamId: string;
  /** The record being edited; null for a new patient. */
  patient: TeamMember | null;
  draft: PatientDraft;
  /** The clinic's physicians one may be assigned to. */
  physicians: readonly Member[];
  /** Why the last save failed; its field messages show beside the fields. */
  saveError: unknown;
}

/** What the patient form tells its machine. */
export type PatientDraftEvent =
  { type: 'field.change'; change: Partial<PatientDraft> } | { type: 'form.submit' };

/** How a save ended, for the screen around the form. */
export type PatientDraftEmitted =
  | { type: 'patient.created'; patient: TeamMember }
  /** The email already had an account: the person was invited to join as a patient instead. */
  | { type: 'patient.invited'; invitation: Invitation }
  | { type: 'patient.updated' }
  | { type: 'patient.unchanged' }
  | { type: 'patient.saveFailed'; error: unknown };

/** The input of the `createPatient` service: POST teams/{teamId}/user. */
export interface CreatePatientInput {
  teamId: string;
  body: NewPatientBody;
}

/**
 * The input of the `updatePatient` service: PATCH teams/{teamId}/members/{memberId} with the
 * changed fields, then PUT .../fullName for a new name.
 */
export interface UpdatePatientInput {
  teamId: string;
  memberId: string;
  changes: PatientChanges;
}

/** What saving the edited record would send. */
function changesOf(context: PatientDraftContext): PatientChanges | null {
  return context.patient && patientChanges(context.patient, context.draft);
}

/** The call that saves an edit; only an edited record with changes gets this far. */
function updateOf(context: PatientDraftContext): UpdatePatientInput {
  const changes = changesOf(context);
  if (!context.patient || !changes) throw new Error('Only an edited record is updated');
  return { teamId: context.teamId, memberId: context.patient._id, changes };
}

/**
 * A patient's record, added or edited (clinical-domain §3 "Patient / user", §5; the decisions
 * "Editing a patient sends only what changed"): the draft of every field, the clinic's
 * physicians to assign, and the save. A new patient is sent with the fields filled in (an email
 * that already has an account gets an invitation instead, which the person accepts); an edit
 * sends only what changed, so a colleague's change to another field is never overwritten, and
 * one that changed nothing just ends. A refused save keeps the draft, with the server's answer.
 */
export const patientDraftMachine = setup({
  types: {
    input: {} as PatientDraftInput,
    context: {} as PatientDraftContext,
    events: {} as PatientDraftEvent,
    emitted: {} as PatientDraftEmitted,
  },
  actors: {
    listPhysicians: unprovidedService<Member[], { teamId: string }>('listPhysicians'),
    createPatient: unprovidedService<CreateMemberResponse, CreatePatientInput>('createPatient'),
    updatePatient: unprovidedService<undefined, UpdatePatientInput>('updatePatient'),
  },
  guards: {
    isNewPatient: ({ context }) => context.patient === null,
    hasChanges: ({ context }) => {
      const changes = changesOf(context);
      return changes !== null && hasPatientChanges(changes);
    },
  },
  actions: {
    changeFields: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'field.change');
        return { ...context.draft, ...event.change };
      },
    }),
    storePhysicians: assign({
      physicians: (_, physicians: readonly Member[]) => physicians,
    }),
    forgetSaveError: assign({ saveError: null }),
    storeSaveError: assign({
      saveError: (_, { error }: { error: unknown }) => error,
    }),
    announceCreated: emit((_, created: CreateMemberResponse) =>
      'invitation' in created
        ? { type: 'patient.invited' as const, invitation: created.invitation }
        : { type: 'patient.created' as const, patient: created.teamMember },
    ),
    announceUpdated: emit({ type: 'patient.updated' }),
    announceUnchanged: emit({ type: 'patient.unchanged' }),
    announceSaveFailed: emit((_, { error }: { error: unknown }) => ({
      type: 'patient.saveFailed' as const,
      error,
    })),
  },
}).createMachine({
  id: 'patientDraft',
  context: ({ input }) => ({
    teamId: input.teamId,
    patient: input.mode === 'edit' ? input.patient : null,
    draft: input.mode === 'edit' ? patientDraftOf(input.patient) : EMPTY_PATIENT_DRAFT,
    physicians: [],
    saveError: null,
  }),
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      // Typing goes on while a save is on its way: a refused save keeps what was typed since.
      on: { 'field.change': { actions: 'changeFields' } },
      states: {
        editing: {
          tags: ['editable'],
          on: {
            'form.submit': [
              { guard: 'isNewPatient', target: 'creating' },
              { guard: 'hasChanges', target: 'updating' },
              { target: 'unchanged' },
            ],
          },
        },
        creating: {
          tags: ['busy'],
          entry: 'forgetSaveError',
          invoke: {
            src: 'createPatient',
            input: ({ context }) => ({
              teamId: context.teamId,
              body: newPatientBody(context.draft),
            }),
            onDone: {
              target: 'saved',
              actions: [{ type: 'announceCreated', params: ({ event }) => event.output }],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
                { type: 'announceSaveFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        updating: {
          tags: ['busy'],
          entry: 'forgetSaveError',
          invoke: {
            src: 'updatePatient',
            input: ({ context }) => updateOf(context),
            onDone: { target: 'saved', actions: 'announceUpdated' },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
                { type: 'announceSaveFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        unchanged: { type: 'final', entry: 'announceUnchanged' },
        saved: { type: 'final' },
      },
    },
    // The physicians load beside the form: without them only the assignment cannot be changed.
    physicians: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'listPhysicians',
            input: ({ context }) => ({ teamId: context.teamId }),
            onDone: {
              target: 'loaded',
              actions: [{ type: 'storePhysicians', params: ({ event }) => event.output }],
            },
            onError: 'unavailable',
          },
        },
        loaded: { type: 'final' },
        unavailable: { type: 'final' },
      },
    },
  },
});
