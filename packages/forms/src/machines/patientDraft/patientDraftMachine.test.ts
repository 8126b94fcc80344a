import { ApiRequestError } from '@telemed/domain';
import type { UpdateMemberBody } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { TEAM_ID, patientRecord, physicians } from '../../fixtures/clinicFixtures.test-support';
import { patientDraftMachine } from './patientDraftMachine';
import type {
  CreatePatientInput,
  PatientDraftEmitted,
  PatientDraftInput,
} from './patientDraftMachine';
import { patientDraftActors } from './patientDraftServices';
import type { PatientDraftServices } from './patientDraftServices';

/** Services answering like the API; each call is written down in order. */
function fakeServices(overrides: Partial<PatientDraftServices> = {}) {
  const calls: string[] = [];
  const created: CreatePatientInput[] = [];
  const updates: UpdateMemberBody[] = [];
  const services: PatientDraftServices = {
    listPhysicians: async () => physicians,
    createPatient: async (input) => {
      created.push(input);
      calls.push('create');
      return { teamMember: { ...patientRecord, name: input.body.fullName ?? '' } };
    },
    updatePatientFields: async ({ fields }) => {
      updates.push(fields);
      calls.push('fields');
    },
    renamePatient: async ({ fullName }) => {
      calls.push(`rename ${fullName}`);
    },
    ...overrides,
  };
  return { services, calls, created, updates };
}

function startForm(services: PatientDraftServices, input: PatientDraftInput) {
  const emitted: PatientDraftEmitted[] = [];
  const actor = createActor(patientDraftMachine.provide({ actors: patientDraftActors(services) }), {
    input,
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const isSettled = (snapshot: SnapshotFrom<typeof patientDraftMachine>) => !snapshot.hasTag('busy');

describe('the patient form', () => {
  it('loads the clinic’s physicians beside an empty form', async () => {
    const { actor } = startForm(fakeServices().services, { teamId: TEAM_ID, mode: 'create' });
    expect(actor.getSnapshot().context.draft.fullName).toBe('');
    const loaded = await waitFor(actor, (snapshot) => snapshot.matches({ physicians: 'loaded' }));
    expect(loaded.context.physicians).toEqual(physicians);
  });

  it('adds a patient with the fields filled in, and announces them', async () => {
    const { services, created } = fakeServices();
    const { actor, emitted } = startForm(services, { teamId: TEAM_ID, mode: 'create' });
    actor.send({ type: 'field.change', change: { fullName: '  Jan Kowalski ', height: 180 } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'saved' }));
    expect(created[0]?.body).toMatchObject({ fullName: 'Jan Kowalski', height: 180, weight: null });
    expect(emitted).toEqual([
      { type: 'patient.created', patient: expect.objectContaining({ name: 'Jan Kowalski' }) },
    ]);
  });

  it('announces the invitation when the email already has an account', async () => {
    const invitation = {
      _id: '50000000-0000-4000-8000-000000000001',
      teamId: TEAM_ID,
      teamName: 'Demo clinic',
      countryContext: 'PL' as const,
      email: 'jan@example.com',
      role: 'user' as const,
      strategy: 'email' as const,
      status: 'pending' as const,
      seen: false,
      invitedBy: 'Dr Ewa Zielińska',
      createdAt: '2026-11-21T10:17:42.500Z',
      sentAt: '2026-11-21T10:17:42.500Z',
    };
    const { services } = fakeServices({ createPatient: async () => ({ invitation }) });
    const { actor, emitted } = startForm(services, { teamId: TEAM_ID, mode: 'create' });
    actor.send({ type: 'field.change', change: { fullName: 'Jan', email: 'jan@example.com' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'saved' }));
    expect(emitted).toEqual([{ type: 'patient.invited', invitation }]);
  });

  it('sends only the changed fields of an edit, then the new name', async () => {
    const { services, calls, updates } = fakeServices();
    const { actor, emitted } = startForm(services, {
      teamId: TEAM_ID,
      mode: 'edit',
      patient: patientRecord,
    });
    expect(actor.getSnapshot().context.draft.fullName).toBe('Anna Nowak');
    actor.send({ type: 'field.change', change: { phone: '', fullName: 'Anna Nowak-Kowalska' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'saved' }));
    expect(calls).toEqual(['fields', 'rename Anna Nowak-Kowalska']);
    expect(updates).toEqual([{ phone: null }]);
    expect(emitted).toEqual([{ type: 'patient.updated' }]);
  });

  it('ends an edit that changed nothing without a call', async () => {
    const { services, calls } = fakeServices();
    const { actor, emitted } = startForm(services, {
      teamId: TEAM_ID,
      mode: 'edit',
      patient: patientRecord,
    });
    actor.send({ type: 'field.change', change: { phone: ` ${patientRecord.phone} ` } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: 'unchanged' })).toBe(true);
    expect(emitted).toEqual([{ type: 'patient.unchanged' }]);
    expect(calls).toEqual([]);
  });

  it('keeps the draft after a refused save, with the server’s answer, until the next try', async () => {
    const refusal = new ApiRequestError('Invalid value', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [{ property: 'phone', constraints: { isPhone: 'invalid' } }],
    });
    let refuse = true;
    const { services } = fakeServices({
      updatePatientFields: async () => {
        if (refuse) throw refusal;
      },
    });
    const { actor, emitted } = startForm(services, {
      teamId: TEAM_ID,
      mode: 'edit',
      patient: patientRecord,
    });
    actor.send({ type: 'field.change', change: { phone: '12' } });
    actor.send({ type: 'form.submit' });
    const refused = await waitFor(actor, isSettled);
    expect(refused.matches({ form: 'editing' })).toBe(true);
    expect(refused.context.saveError).toBe(refusal);
    expect(refused.context.draft.phone).toBe('12');
    expect(emitted).toEqual([{ type: 'patient.saveFailed', error: refusal }]);
    refuse = false;
    actor.send({ type: 'field.change', change: { phone: '+48 600 100 300' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.saveError).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'saved' }));
  });

  it('stays usable when the physicians cannot be loaded', async () => {
    const { services } = fakeServices({ listPhysicians: () => Promise.reject(new Error('down')) });
    const { actor } = startForm(services, { teamId: TEAM_ID, mode: 'create' });
    await waitFor(actor, (snapshot) => snapshot.matches({ physicians: 'unavailable' }));
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });
});
