import { parseDate } from '@internationalized/date';
import { CreateMemberBodySchema, UpdateMemberBodySchema } from '@telemed/domain';
import type { TeamMember } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PATIENT_DRAFT,
  hasPatientChanges,
  newPatientBody,
  patientChanges,
  patientDraftOf,
} from './patientDraft';

const physicianId = '7d1e6a3c-2b4f-4c1d-9e8a-5f6b7c8d9e0a';

const patient: TeamMember = {
  _id: '0b8f3c2a-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
  role: 'user',
  user: {
    _id: '1c9a4d3b-2e5f-4a6b-9c7d-8e9f0a1b2c3d',
    email: 'anna.nowak@example.com',
    personalDetails: { fullName: 'Anna Nowak', dateOfBirth: '1980-02-29', gender: 'female' },
  },
  name: 'Anna Nowak',
  email: 'anna.nowak@example.com',
  phone: '+48 600 100 200',
  acceptedInvitation: true,
  enrolledOn: '2026-01-10T08:00:00.000Z',
  status: 'active',
  archived: false,
  joinedOn: '2026-01-10T08:00:00.000Z',
  lastLoginAt: null,
  lastTransmissionAt: null,
  accountCreatedByClinic: true,
  profile: {
    firstName: 'Anna',
    lastName: 'Nowak',
    height: 168,
    weight: 61.5,
    identifier: '80022912345',
    identifierType: 'PESEL',
    description: null,
    patientCardNumber: 'K-17',
    uniqueId: null,
    guardianName: null,
    guardianPhone: null,
    emergencyContactName: 'Jan Nowak',
    emergencyContactPhone: '+48 600 100 201',
    placeOfResidence: 'Kraków',
    placeOfResidenceSize: 'cityOver500k',
    referralSource: null,
    ownsSmartphone: true,
    dependentOnGuardian: false,
    assignedPhysicianId: physicianId,
  },
};

describe('patient form draft', () => {
  it('sends a new patient’s filled-in fields, trimmed, and leaves the empty ones null', () => {
    const body = newPatientBody({
      ...EMPTY_PATIENT_DRAFT,
      fullName: '  Jan Kowalski ',
      email: ' ',
      guardianName: ' Ewa Kowalska ',
      dateOfBirth: parseDate('1955-07-01'),
      height: 180,
      ownsSmartphone: false,
      placeOfResidenceSize: 'village',
    });
    expect(body).toMatchObject({
      fullName: 'Jan Kowalski',
      email: undefined,
      guardianName: 'Ewa Kowalska',
      dateOfBirth: '1955-07-01',
      height: 180,
      weight: null,
      ownsSmartphone: false,
      dependentOnGuardian: null,
      placeOfResidenceSize: 'village',
      phone: null,
    });
    // What the form sends passes the server's schema once the client drops the nulls.
    const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
    expect(CreateMemberBodySchema.safeParse(sent).success).toBe(true);
  });

  it('drops an identifier type without a number', () => {
    const body = newPatientBody({ ...EMPTY_PATIENT_DRAFT, fullName: 'X', identifierType: 'PESEL' });
    expect(body.identifierType).toBeNull();
  });

  it('fills the form with the record and saves nothing when nothing changed', () => {
    const draft = patientDraftOf(patient);
    expect(draft.dateOfBirth?.toString()).toBe('1980-02-29');
    expect(draft.uniqueId).toBe('');
    expect(draft.height).toBe(168);
    const changes = patientChanges(patient, draft);
    expect(changes).toEqual({ fields: {} });
    expect(hasPatientChanges(changes)).toBe(false);
  });

  it('sends only the changed fields, null for a cleared one, and a new name apart', () => {
    const changes = patientChanges(patient, {
      ...patientDraftOf(patient),
      fullName: 'Anna Nowak-Kowalska',
      phone: '',
      weight: Number.NaN,
      gender: null,
      dependentOnGuardian: true,
      assignedPhysicianId: null,
      referralSource: ' GP practice ',
    });
    expect(changes).toEqual({
      fullName: 'Anna Nowak-Kowalska',
      fields: {
        phone: null,
        weight: null,
        gender: null,
        dependentOnGuardian: true,
        assignedPhysicianId: null,
        referralSource: 'GP practice',
      },
    });
    expect(UpdateMemberBodySchema.safeParse(changes.fields).success).toBe(true);
    expect(hasPatientChanges(changes)).toBe(true);
  });

  it('clears the identifier and its type together', () => {
    const changes = patientChanges(patient, { ...patientDraftOf(patient), identifier: ' ' });
    expect(changes.fields).toEqual({ identifier: null, identifierType: null });
  });
});
