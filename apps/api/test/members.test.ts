import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { addPatient, addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import {
  ACCEPTED_CONSENTS,
  logIn,
  makeSiteAdministrator,
  signUp,
  uniqueEmail,
} from './helpers/testApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let doctor: StaffMember;
let nurse: StaffMember;
let physiotherapist: StaffMember;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Members Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  physiotherapist = await addSignedInMember(testApp, clinic.teamId, 'physiotherapist');
});

const teamUrl = (suffix = '') => `teams/${clinic.teamId}${suffix}`;

async function createPatient(token: string, body: Record<string, unknown>) {
  return call(testApp, token, 'POST', teamUrl('/user'), body);
}

/** Creates a patient as the administrator and answers the member. */
async function newPatient(body: Record<string, unknown> = {}) {
  const response = await createPatient(clinic.admin.token, { fullName: 'Jan Kowalski', ...body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().teamMember as { _id: string; [field: string]: unknown };
}

describe('create member (POST teams/{teamId}/user)', () => {
  it('creates a patient with every field of the patient record and answers teamMember', async () => {
    const response = await createPatient(doctor.token, {
      fullName: 'Anna Nowak',
      email: 'Anna.Nowak@Example.test',
      phone: '+48 601 234 567',
      identifier: '4405 1401 359',
      identifierType: 'PESEL',
      description: 'Referred after syncope',
      dateOfBirth: '1944-05-14',
      gender: 'female',
      firstName: 'Anna',
      lastName: 'Nowak',
      height: 164,
      weight: 61.5,
      patientCardNumber: 'KP-2024/17',
      uniqueId: 'PAT-0001',
      guardianName: 'Piotr Nowak',
      guardianPhone: '+48 512 448 190',
      emergencyContactName: 'Ewa Nowak',
      emergencyContactPhone: '+48 698 102 334',
      placeOfResidence: 'Kraków',
      placeOfResidenceSize: 'city100kTo500k',
      referralSource: 'Family physician',
      ownsSmartphone: true,
      dependentOnGuardian: false,
      assignedPhysicianId: doctor.memberId,
    });
    expect(response.statusCode).toBe(201);
    const { teamMember } = response.json();
    expect(teamMember).toMatchObject({
      role: 'user',
      name: 'Anna Nowak',
      email: 'anna.nowak@example.test',
      phone: '+48 601 234 567',
      acceptedInvitation: true,
      status: 'inactive',
      archived: false,
      joinedOn: expect.any(String),
      lastTransmissionAt: null,
      user: {
        personalDetails: { fullName: 'Anna Nowak', dateOfBirth: '1944-05-14', gender: 'female' },
      },
      profile: {
        firstName: 'Anna',
        lastName: 'Nowak',
        height: 164,
        weight: 61.5,
        identifier: '44051401359',
        identifierType: 'PESEL',
        description: 'Referred after syncope',
        patientCardNumber: 'KP-2024/17',
        uniqueId: 'PAT-0001',
        guardianName: 'Piotr Nowak',
        guardianPhone: '+48 512 448 190',
        emergencyContactName: 'Ewa Nowak',
        emergencyContactPhone: '+48 698 102 334',
        placeOfResidence: 'Kraków',
        placeOfResidenceSize: 'city100kTo500k',
        referralSource: 'Family physician',
        ownsSmartphone: true,
        dependentOnGuardian: false,
        assignedPhysicianId: doctor.memberId,
      },
    });
    const fetched = await call(testApp, nurse.token, 'GET', teamUrl(`/members/${teamMember._id}`));
    expect(fetched.json()).toEqual(teamMember);
  });

  it('creates a patient without an email address, shown with none', async () => {
    const member = await newPatient({ fullName: 'Bez Maila' });
    expect(member.email).toBe('');
    expect(member).toMatchObject({ user: { email: '' }, profile: { identifier: null } });
  });

  it('checks each national identification number by its type', async () => {
    const cases: [string, string, Record<string, string> | null][] = [
      ['PESEL', '44051401358', { invalidFormat: 'Invalid format' }],
      [
        'PESEL',
        '4405140135€',
        { identifierNotAlphanumeric: 'Identifier must be alphanumeric (Latin letters and digits)' },
      ],
      ['PL_ID_CARD', 'ABA300000', null],
      ['PL_ID_CARD', 'ABA300001', { invalidFormat: 'Invalid format' }],
      ['DE_ID_CARD', 'T220001293', null],
      ['DE_TAX_ID', '86095742719', null],
      ['DE_TAX_ID', '86095742718', { invalidFormat: 'Invalid format' }],
      ['FR_NIR', '2 55 08 14 168 025 38', null],
      ['ES_NUSS', '28 12345678 40', null],
      ['CA_SIN', '130 692 544', null],
      ['CA_SIN', '130 692 545', { invalidFormat: 'Invalid format' }],
      ['GB_NINO', 'AB 12 34 56 C', null],
      ['GB_NINO', 'QQ123456C', { invalidFormat: 'Invalid format' }],
    ];
    for (const [identifierType, identifier, constraints] of cases) {
      const response = await createPatient(clinic.admin.token, {
        fullName: `Identifier ${identifierType}`,
        identifier,
        identifierType,
      });
      if (constraints === null) {
        expect(response.statusCode, `${identifierType} ${identifier}`).toBe(201);
      } else {
        expect(response.statusCode, `${identifierType} ${identifier}`).toBe(400);
        expect(response.json().validationErrors).toEqual([{ property: 'identifier', constraints }]);
      }
    }
  });

  it('answers the validation catalogue per field', async () => {
    const response = await createPatient(clinic.admin.token, {
      fullName: '  ',
      email: 'not-an-email',
      phone: '601 234',
      uniqueId: '#1',
      height: 10,
      weight: 600,
      identifier: '44051401359',
      guardianPhone: '12',
      placeOfResidenceSize: 'metropolis',
      patientCardNumber: 'KP 17!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual(
      expect.arrayContaining([
        { property: 'fullName', constraints: { isRequired: 'Field is required' } },
        { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
        { property: 'phone', constraints: { invalidPhone: 'Phone must be a valid phone number' } },
        { property: 'uniqueId', constraints: { invalidUniqueId: 'Invalid Unique ID' } },
        { property: 'height', constraints: { invalidValue: 'Invalid format' } },
        { property: 'weight', constraints: { invalidValue: 'Invalid format' } },
        {
          property: 'guardianPhone',
          constraints: { invalidPhone: 'Phone must be a valid phone number' },
        },
        { property: 'placeOfResidenceSize', constraints: { invalidValue: 'Invalid format' } },
        {
          property: 'patientCardNumber',
          constraints: {
            identifierNotAlphanumeric: 'Identifier must be alphanumeric (Latin letters and digits)',
          },
        },
      ]),
    );
    const missingType = await createPatient(clinic.admin.token, {
      fullName: 'No Type',
      identifier: '44051401359',
    });
    expect(missingType.json().validationErrors).toEqual([
      { property: 'identifierType', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('refuses a taken Unique ID, a non-physician and an email already in the clinic', async () => {
    await newPatient({ uniqueId: 'TAKEN-1', email: 'taken@example.test' });
    const response = await createPatient(clinic.admin.token, {
      fullName: 'Second',
      uniqueId: 'taken-1'.toUpperCase(),
      assignedPhysicianId: nurse.memberId,
    });
    expect(response.json().validationErrors).toEqual([
      {
        property: 'uniqueId',
        constraints: { uniqueIdTaken: 'This Unique ID is already used in the clinic' },
      },
      {
        property: 'assignedPhysicianId',
        constraints: {
          notAPhysician: 'Only physicians who accepted the invitation can be assigned',
        },
      },
    ]);
    const again = await createPatient(clinic.admin.token, {
      fullName: 'Again',
      email: 'TAKEN@example.test',
    });
    expect(again.json().validationErrors).toEqual([
      {
        property: 'email',
        constraints: { memberExists: 'This person is already a member of the clinic' },
      },
    ]);
  });

  it('lets no physiotherapist or patient create patients', async () => {
    expect((await createPatient(physiotherapist.token, { fullName: 'X' })).statusCode).toBe(403);
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    expect((await createPatient(patient.token, { fullName: 'X' })).statusCode).toBe(403);
  });
});

describe('team with members (GET teams/{teamId})', () => {
  let listClinic: Clinic;

  beforeAll(async () => {
    listClinic = await createClinic(testApp, 'List Clinic');
    for (const [fullName, dateOfBirth] of [
      ['Zofia Lewandowska', '1948-07-23'],
      ['Adam Mickiewicz', '1955-12-24'],
      ['Maria Curie', '1967-11-07'],
    ] as const) {
      await call(testApp, listClinic.admin.token, 'POST', `teams/${listClinic.teamId}/user`, {
        fullName,
        dateOfBirth,
        email: `${fullName.split(' ')[0]!.toLowerCase()}@list.example.test`,
      });
    }
  });

  const list = (query = '') =>
    call(testApp, listClinic.admin.token, 'GET', `teams/${listClinic.teamId}${query}`);

  it('lists the clinic with its members by join date, 100 a page', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _id: listClinic.teamId, name: 'List Clinic', total: 4 });
    expect(body.members.map((member: { name: string }) => member.name)).toEqual([
      expect.any(String),
      'Zofia Lewandowska',
      'Adam Mickiewicz',
      'Maria Curie',
    ]);
    expect(body.members[0]).toMatchObject({ role: 'administrator', status: 'active' });
  });

  it('sorts, pages and filters by name, email, birth date and kind', async () => {
    const byName = (await list('?kind=patients&sortBy=name&sortDirection=desc')).json();
    expect(byName.members.map((member: { name: string }) => member.name)).toEqual([
      'Zofia Lewandowska',
      'Maria Curie',
      'Adam Mickiewicz',
    ]);
    const page = (await list('?kind=patients&sortBy=name&offset=1&size=1')).json();
    expect(page.total).toBe(3);
    expect(page.members.map((member: { name: string }) => member.name)).toEqual(['Maria Curie']);
    expect((await list('?name=CURIE')).json().members).toHaveLength(1);
    expect((await list('?email=adam@')).json().members).toHaveLength(1);
    expect((await list('?dateOfBirth=1948-07-23')).json().members[0].name).toBe(
      'Zofia Lewandowska',
    );
    expect((await list('?kind=employees')).json().total).toBe(1);
    const invalid = await list('?sortBy=shoeSize&size=0');
    expect(invalid.json().validationErrors).toEqual([
      { property: 'sortBy', constraints: { invalidValue: 'Invalid format' } },
      { property: 'size', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });

  it('hides archived patients unless the show-archived switch is on', async () => {
    const body = (await list('?name=Maria')).json();
    const mariaId = body.members[0]._id;
    const archived = await call(
      testApp,
      listClinic.admin.token,
      'PATCH',
      `teams/${listClinic.teamId}/members/${mariaId}`,
      { archived: true },
    );
    expect(archived.json()).toMatchObject({ archived: true });
    expect((await list('?name=Maria')).json().total).toBe(0);
    const shown = (await list('?name=Maria&showArchived=true')).json();
    expect(shown.members[0]).toMatchObject({ _id: mariaId, archived: true });
    await call(
      testApp,
      listClinic.admin.token,
      'PATCH',
      `teams/${listClinic.teamId}/members/${mariaId}`,
      {
        archived: false,
      },
    );
    expect((await list('?name=Maria')).json().total).toBe(1);
  });
});

describe('member status', () => {
  it('is active after a sign-in within 7 days, inactive after, invited before accepting', async () => {
    const member = await addSignedInMember(testApp, clinic.teamId, 'nurse');
    const invited = await addSignedInMember(testApp, clinic.teamId, 'doctor', {
      acceptedInvitation: false,
    });
    const statusOf = async (memberId: string) =>
      (await call(testApp, clinic.admin.token, 'GET', teamUrl(`/members/${memberId}`))).json()
        .status;
    expect(await statusOf(member.memberId)).toBe('active');
    expect(await statusOf(invited.memberId)).toBe('invited');
    await testApp.app.db
      .update(users)
      .set({ lastLoginAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(users.id, member.userId));
    expect(await statusOf(member.memberId)).toBe('inactive');
  });
});

describe('member get, patch and delete', () => {
  it('changes patient fields and clears them with null', async () => {
    const patient = await newPatient({ weight: 80, referralSource: 'Hospital' });
    const response = await call(testApp, nurse.token, 'PATCH', teamUrl(`/members/${patient._id}`), {
      weight: 78.2,
      referralSource: null,
      phone: '+49 151 2345 6789',
      identifier: 'T220001293',
      identifierType: 'DE_ID_CARD',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '+49 151 2345 6789',
      profile: { weight: 78.2, referralSource: null, identifier: 'T220001293' },
    });
  });

  it('lets only administrators change roles, keeping one administrator', async () => {
    const employee = await addSignedInMember(testApp, clinic.teamId, 'nurse');
    const byDoctor = await call(
      testApp,
      doctor.token,
      'PATCH',
      teamUrl(`/members/${employee.memberId}`),
      {
        role: 'doctor',
      },
    );
    expect(byDoctor.statusCode).toBe(403);
    const byAdmin = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      teamUrl(`/members/${employee.memberId}`),
      { role: 'doctor' },
    );
    expect(byAdmin.json()).toMatchObject({ role: 'doctor' });
    const demoteSelf = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      teamUrl(`/members/${clinic.admin.memberId}`),
      { role: 'doctor' },
    );
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json().validationErrors).toEqual([
      {
        property: 'role',
        constraints: { lastAdministrator: 'The clinic must keep at least one administrator' },
      },
    ]);
    const invalidRole = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      teamUrl(`/members/${employee.memberId}`),
      { role: 'surgeon' },
    );
    expect(invalidRole.json().validationErrors).toEqual([
      { property: 'role', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });

  it('lets an employee’s phone be set by the employee or an administrator, for SMS notices', async () => {
    const byAdministrator = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      teamUrl(`/members/${doctor.memberId}`),
      { phone: '+48 600 700 800' },
    );
    expect(byAdministrator.statusCode).toBe(200);
    expect(byAdministrator.json().phone).toBe('+48 600 700 800');
    const bySelf = await call(
      testApp,
      nurse.token,
      'PATCH',
      teamUrl(`/members/${nurse.memberId}`),
      {
        phone: '+48 600 700 801',
      },
    );
    expect(bySelf.json().phone).toBe('+48 600 700 801');
    const cleared = await call(
      testApp,
      nurse.token,
      'PATCH',
      teamUrl(`/members/${nurse.memberId}`),
      {
        phone: null,
      },
    );
    expect(cleared.json().phone).toBeNull();
    // Another employee's phone is not a nurse's to change; nor is any other field of a record.
    const byColleague = await call(
      testApp,
      nurse.token,
      'PATCH',
      teamUrl(`/members/${doctor.memberId}`),
      { phone: '+48 600 700 802' },
    );
    expect(byColleague.statusCode).toBe(403);
    const otherField = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      teamUrl(`/members/${doctor.memberId}`),
      { phone: '+48 600 700 803', referralSource: 'GP' },
    );
    expect(otherField.json().validationErrors).toEqual([
      {
        property: 'referralSource',
        constraints: { notAPatient: 'Only members with role user can be chosen as patient' },
      },
    ]);
    const invalid = await call(
      testApp,
      nurse.token,
      'PATCH',
      teamUrl(`/members/${nurse.memberId}`),
      {
        phone: '600',
      },
    );
    expect(invalid.json().validationErrors).toEqual([
      { property: 'phone', constraints: { invalidPhone: 'Phone must be a valid phone number' } },
    ]);
  });

  it('keeps patient fields and archiving to patients, archiving to administrators and doctors', async () => {
    const onEmployee = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      teamUrl(`/members/${nurse.memberId}`),
      { archived: true },
    );
    expect(onEmployee.json().validationErrors).toEqual([
      {
        property: 'archived',
        constraints: { notAPatient: 'Only members with role user can be chosen as patient' },
      },
    ]);
    const patient = await newPatient();
    const byNurse = await call(testApp, nurse.token, 'PATCH', teamUrl(`/members/${patient._id}`), {
      archived: true,
    });
    expect(byNurse.statusCode).toBe(403);
    const byPhysio = await call(
      testApp,
      physiotherapist.token,
      'PATCH',
      teamUrl(`/members/${patient._id}`),
      {
        weight: 70,
      },
    );
    expect(byPhysio.statusCode).toBe(403);
  });

  it('lets a patient read only their own record', async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const own = await call(testApp, patient.token, 'GET', teamUrl(`/members/${patient.memberId}`));
    expect(own.statusCode).toBe(200);
    const other = await call(testApp, patient.token, 'GET', teamUrl(`/members/${doctor.memberId}`));
    expect(other.statusCode).toBe(403);
    expect((await call(testApp, patient.token, 'GET', teamUrl())).statusCode).toBe(403);
  });

  it('removes members (administrators only), never the last administrator', async () => {
    const patient = await newPatient();
    const byDoctor = await call(
      testApp,
      doctor.token,
      'DELETE',
      teamUrl(`/members/${patient._id}`),
    );
    expect(byDoctor.statusCode).toBe(403);
    const removed = await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      teamUrl(`/members/${patient._id}`),
    );
    expect(removed.json()).toEqual({ message: 'member removed' });
    const gone = await call(testApp, clinic.admin.token, 'GET', teamUrl(`/members/${patient._id}`));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND', message: 'Member not found' });
    const self = await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      teamUrl(`/members/${clinic.admin.memberId}`),
    );
    expect(self.statusCode).toBe(400);
  });
});

describe('personal details and full name', () => {
  it('updates a patient’s personal details and name', async () => {
    const patient = await newPatient();
    const details = await call(testApp, doctor.token, 'PATCH', teamUrl(`/user/${patient._id}`), {
      dateOfBirth: '1970-01-31',
      gender: 'male',
      height: 181,
    });
    expect(details.json()).toMatchObject({
      user: { personalDetails: { dateOfBirth: '1970-01-31', gender: 'male' } },
      profile: { height: 181 },
    });
    const invalid = await call(testApp, doctor.token, 'PATCH', teamUrl(`/user/${patient._id}`), {
      dateOfBirth: '31.01.1970',
      gender: 'unknown',
      height: 301,
    });
    expect(invalid.json().validationErrors).toEqual([
      { property: 'dateOfBirth', constraints: { invalidFormat: 'Invalid format' } },
      { property: 'gender', constraints: { invalidValue: 'Invalid format' } },
      { property: 'height', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const renamed = await call(
      testApp,
      doctor.token,
      'PUT',
      teamUrl(`/user/${patient._id}/fullName`),
      {
        fullName: '  Jan Maria Kowalski ',
      },
    );
    expect(renamed.json()).toMatchObject({
      name: 'Jan Maria Kowalski',
      user: { personalDetails: { fullName: 'Jan Maria Kowalski' } },
    });
    const empty = await call(
      testApp,
      doctor.token,
      'PUT',
      teamUrl(`/user/${patient._id}/fullName`),
      {
        fullName: '',
      },
    );
    expect(empty.json().validationErrors).toEqual([
      { property: 'fullName', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('keeps employees’ personal details to themselves', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      teamUrl(`/user/${doctor.memberId}`),
      {
        height: 180,
      },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('SMS activation code and patient reset', () => {
  it('generates a 6-digit code and texts it to the patient’s phone', async () => {
    const sent: { to: string; text: string }[] = [];
    testApp.app.sms.use({ send: async (message) => void sent.push(message) });
    const patient = await newPatient({ phone: '+48 601 234 567' });
    const response = await call(
      testApp,
      nurse.token,
      'POST',
      teamUrl(`/members/${patient._id}/code`),
    );
    expect(response.statusCode).toBe(200);
    const { code, sent: wasSent } = response.json();
    expect(code).toMatch(/^\d{6}$/);
    expect(wasSent).toBe(true);
    expect(sent).toEqual([{ to: '+48 601 234 567', text: `Telemed: ${code}` }]);
    const withoutPhone = await newPatient();
    const shown = await call(
      testApp,
      nurse.token,
      'POST',
      teamUrl(`/members/${withoutPhone._id}/code`),
    );
    expect(shown.json()).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), sent: false });
  });

  it('answers Could not send SMS when the provider fails', async () => {
    testApp.app.sms.use({
      send: async () => {
        throw new Error('operator unreachable');
      },
    });
    const patient = await newPatient({ phone: '+48 601 234 567' });
    const response = await call(
      testApp,
      doctor.token,
      'POST',
      teamUrl(`/members/${patient._id}/code`),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      statusCode: 502,
      code: 'SMS_NOT_SENT',
      message: 'Could not send SMS',
    });
  });

  it('refuses codes for employees and to physiotherapists', async () => {
    expect(
      (await call(testApp, clinic.admin.token, 'POST', teamUrl(`/members/${doctor.memberId}/code`)))
        .statusCode,
    ).toBe(403);
    const patient = await newPatient();
    expect(
      (await call(testApp, physiotherapist.token, 'POST', teamUrl(`/members/${patient._id}/code`)))
        .statusCode,
    ).toBe(403);
  });

  it('logs a patient the clinic created out of all devices and voids the code', async () => {
    const patient = await claimedPatient();
    const secondDevice = await logIn(testApp.app, patient.email, patient.password);
    expect(await meStatus(patient.token)).toBe(200);

    const reset = await call(
      testApp,
      nurse.token,
      'POST',
      teamUrl(`/members/${patient.memberId}/reset`),
    );
    expect(reset.json()).toEqual({ message: 'patient logged out of all devices' });
    for (const token of [patient.token, secondDevice.json().token]) {
      expect(await meStatus(token)).toBe(401);
    }
    const byPhysio = await call(
      testApp,
      physiotherapist.token,
      'POST',
      teamUrl(`/members/${patient.memberId}/reset`),
    );
    expect(byPhysio.statusCode).toBe(403);
  });

  it('never logs out a patient with an account of their own, staff, or a site administrator', async () => {
    const ownAccount = await invitedPatient(clinic);
    const madeHere = await claimedPatient();
    await makeSiteAdministrator(testApp, madeHere.userId);
    for (const memberId of [ownAccount.memberId, madeHere.memberId, doctor.memberId]) {
      const reset = await call(
        testApp,
        clinic.admin.token,
        'POST',
        teamUrl(`/members/${memberId}/reset`),
      );
      expect(reset.statusCode, memberId).toBe(403);
    }
    expect(await meStatus(ownAccount.token)).toBe(200);
    expect(await meStatus(madeHere.token)).toBe(200);
    expect(await meStatus(doctor.token)).toBe(200);
  });
});

describe('questionnaire', () => {
  it('serves the spec and merges checked answers into the patient’s questionnaire', async () => {
    const spec = await call(testApp, physiotherapist.token, 'GET', teamUrl('/questionnairespec'));
    expect(spec.json().questions.map((question: { name: string }) => question.name)).toContain(
      'mmrc',
    );
    const patient = await newPatient();
    const questionnaire = (
      await call(
        testApp,
        physiotherapist.token,
        'GET',
        teamUrl(`/members/${patient._id}/questionnaire`),
      )
    ).json();
    expect(questionnaire).toMatchObject({ memberId: patient._id, answers: {}, updatedAt: null });
    const url = `teams/members/questionnaire/${questionnaire._id}`;
    await call(testApp, physiotherapist.token, 'PATCH', url, { answers: { smoking: 'former' } });
    const updated = await call(testApp, physiotherapist.token, 'PATCH', url, {
      answers: { mmrc: 2 },
    });
    expect(updated.json()).toMatchObject({ answers: { smoking: 'former', mmrc: 2 } });
    const invalid = await call(testApp, physiotherapist.token, 'PATCH', url, {
      answers: { mmrc: 5, smoking: 'sometimes', shoeSize: 44 },
    });
    expect(invalid.json().validationErrors).toEqual([
      {
        property: 'questionnaire.mmrc',
        constraints: { questionValueOutOfRange: 'Value must be between 0 and 4' },
      },
      { property: 'questionnaire.smoking', constraints: { invalidValue: 'Invalid format' } },
      { property: 'questionnaire.shoeSize', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const outsider = await createClinic(testApp, 'Questionnaire Outsiders');
    const foreign = await call(testApp, outsider.admin.token, 'PATCH', url, {
      answers: { mmrc: 1 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('weights', () => {
  it('adds, pages with a total and deletes the user’s weights', async () => {
    const account = await signUp(testApp);
    const add = (value: number, date: string) =>
      call(testApp, account.token, 'POST', 'weights', { value, date });
    const first = await add(82.5, '2026-11-01T07:00:00.000Z');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      value: 82.5,
      date: '2026-11-01T07:00:00.000Z',
    });
    await add(81.9, '2026-11-08T07:00:00.000Z');
    await add(81.1, '2026-11-15T07:00:00.000Z');
    const page = await call(testApp, account.token, 'GET', 'weights?page=2&limit=2');
    expect(page.json()).toEqual({
      data: [{ id: first.json().id, value: 82.5, date: '2026-11-01T07:00:00.000Z' }],
      total: 3,
    });
    const invalid = await add(4, 'yesterday');
    expect(invalid.json().validationErrors).toEqual([
      { property: 'value', constraints: { invalidValue: 'Invalid format' } },
      { property: 'date', constraints: { invalidFormat: 'Invalid format' } },
    ]);
    const deleted = await call(testApp, account.token, 'DELETE', `weights/${first.json().id}`);
    expect(deleted.json()).toEqual({ message: 'weight deleted' });
    expect((await call(testApp, account.token, 'GET', 'weights')).json().total).toBe(2);
    const other = await signUp(testApp);
    const foreign = await call(testApp, other.token, 'DELETE', `weights/${page.json().data[0].id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('shows a patient’s weights to staff and to the patient only', async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    await call(testApp, patient.token, 'POST', 'weights', {
      value: 70,
      date: '2026-11-20T08:00:00Z',
    });
    const byDoctor = await call(
      testApp,
      doctor.token,
      'GET',
      teamUrl(`/members/${patient.memberId}/weights`),
    );
    expect(byDoctor.json()).toMatchObject({ total: 1, data: [{ value: 70 }] });
    const other = await addSignedInMember(testApp, clinic.teamId, 'user');
    const byOtherPatient = await call(
      testApp,
      other.token,
      'GET',
      teamUrl(`/members/${patient.memberId}/weights`),
    );
    expect(byOtherPatient.statusCode).toBe(403);
  });
});

describe('accounts are people: a clinic joins them only by consent', () => {
  it('invites an existing account instead of making it a patient', async () => {
    const person = await signUp(testApp);
    const created = await createPatient(doctor.token, {
      fullName: 'Renamed By Clinic',
      email: person.email,
      dateOfBirth: '1950-01-01',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      invitation: expect.objectContaining({
        teamId: clinic.teamId,
        email: person.email,
        role: 'user',
        status: 'pending',
      }),
    });
    const mail = testApp.smtp!.lastMailTo(person.email);
    expect(mail.subject).toBe('Invitation to join Members Clinic on Telemed');
    expect(mail.text).toContain('as a patient');

    // Nothing of the person reaches the clinic, and the clinic is not theirs, until they accept.
    expect((await call(testApp, person.token, 'GET', 'teams')).json()).toEqual([]);
    const listed = await call(
      testApp,
      clinic.admin.token,
      'GET',
      teamUrl(`?email=${person.email}`),
    );
    expect(listed.json().members).toEqual([]);
    const me = await call(testApp, person.token, 'GET', 'users/me');
    expect(me.json().personalDetails).toEqual({
      fullName: '',
      dateOfBirth: null,
      gender: null,
      height: null,
    });

    const accepted = await call(testApp, person.token, 'POST', 'teams/joinToTeam', {
      teamId: clinic.teamId,
    });
    expect(accepted.json()).toMatchObject({ _id: clinic.teamId, role: 'user' });
    const member = await call(
      testApp,
      clinic.admin.token,
      'GET',
      teamUrl(`/members/${accepted.json().memberId}`),
    );
    expect(member.json()).toMatchObject({ role: 'user', email: person.email, status: 'active' });
  });

  it('writes names and personal details to its own record, never to the account or another clinic', async () => {
    const person = await signUp(testApp);
    await call(testApp, person.token, 'POST', 'users/me', {
      fullName: 'Maria Own Name',
      personalDetails: { dateOfBirth: '1980-02-02', gender: 'female', height: 170 },
    });
    const first = await invitedPatient(clinic, person);
    const otherClinic = await createClinic(testApp, 'Second Opinion Clinic');
    const second = await invitedPatient(otherClinic, person);

    // What the person shared by accepting is where each clinic's record starts.
    const shared = await call(
      testApp,
      clinic.admin.token,
      'GET',
      teamUrl(`/members/${first.memberId}`),
    );
    expect(shared.json()).toMatchObject({
      name: 'Maria Own Name',
      user: { personalDetails: { fullName: 'Maria Own Name', dateOfBirth: '1980-02-02' } },
      profile: { height: 170 },
    });

    await call(testApp, doctor.token, 'PUT', teamUrl(`/user/${first.memberId}/fullName`), {
      fullName: 'Maria Clinic Name',
    });
    await call(testApp, doctor.token, 'PATCH', teamUrl(`/user/${first.memberId}`), {
      dateOfBirth: '1981-03-03',
      gender: 'other',
      height: 171,
    });
    await call(testApp, doctor.token, 'PATCH', teamUrl(`/members/${first.memberId}`), {
      height: 172,
    });

    const here = await call(
      testApp,
      clinic.admin.token,
      'GET',
      teamUrl(`/members/${first.memberId}`),
    );
    expect(here.json()).toMatchObject({
      name: 'Maria Clinic Name',
      user: {
        personalDetails: {
          fullName: 'Maria Clinic Name',
          dateOfBirth: '1981-03-03',
          gender: 'other',
        },
      },
      profile: { height: 172 },
    });
    const there = await call(
      testApp,
      otherClinic.admin.token,
      'GET',
      `teams/${otherClinic.teamId}/members/${second.memberId}`,
    );
    expect(there.json()).toMatchObject({
      name: 'Maria Own Name',
      user: {
        personalDetails: {
          fullName: 'Maria Own Name',
          dateOfBirth: '1980-02-02',
          gender: 'female',
        },
      },
      profile: { height: 170 },
    });
    const me = await call(testApp, person.token, 'GET', 'users/me');
    expect(me.json()).toMatchObject({
      fullName: 'Maria Own Name',
      personalDetails: {
        fullName: 'Maria Own Name',
        dateOfBirth: '1980-02-02',
        gender: 'female',
        height: 170,
      },
    });
  });

  it('tells the clinic which accounts it created, the only ones it may reset', async () => {
    const madeHere = await newPatient({ email: uniqueEmail('made-here') });
    const ownAccount = await invitedPatient(clinic);
    const get = (memberId: string) =>
      call(testApp, clinic.admin.token, 'GET', teamUrl(`/members/${memberId}`));
    expect((await get(madeHere._id)).json().accountCreatedByClinic).toBe(true);
    expect((await get(ownAccount.memberId)).json().accountCreatedByClinic).toBe(false);
    expect((await get(doctor.memberId)).json().accountCreatedByClinic).toBe(false);
  });

  it('ends the sessions of an account it created when it removes that patient', async () => {
    const madeHere = await claimedPatient();
    const ownAccount = await invitedPatient(clinic);
    for (const { memberId } of [madeHere, ownAccount]) {
      const removed = await call(
        testApp,
        clinic.admin.token,
        'DELETE',
        teamUrl(`/members/${memberId}`),
      );
      expect(removed.statusCode).toBe(200);
    }
    expect(await meStatus(madeHere.token)).toBe(401);
    expect(await meStatus(ownAccount.token)).toBe(200);
  });
});

describe('cross-clinic access', () => {
  it('answers 403 to outsiders and 404 for members of another clinic', async () => {
    const other = await createClinic(testApp, 'Other Clinic');
    const patient = await addPatient(testApp, clinic.teamId, 'Foreign Patient');
    const outsiderCalls: [string, string, unknown?][] = [
      ['GET', teamUrl()],
      ['POST', teamUrl('/user'), { fullName: 'Intruder' }],
      ['GET', teamUrl(`/members/${patient}`)],
      ['PATCH', teamUrl(`/members/${patient}`), { weight: 70 }],
      ['DELETE', teamUrl(`/members/${patient}`)],
      ['PATCH', teamUrl(`/user/${patient}`), { height: 170 }],
      ['PUT', teamUrl(`/user/${patient}/fullName`), { fullName: 'Renamed' }],
      ['POST', teamUrl(`/members/${patient}/code`)],
      ['POST', teamUrl(`/members/${patient}/reset`)],
      ['GET', teamUrl('/questionnairespec')],
      ['GET', teamUrl(`/members/${patient}/questionnaire`)],
      ['GET', teamUrl(`/members/${patient}/weights`)],
      ['GET', teamUrl('/member/me')],
    ];
    for (const [method, url, body] of outsiderCalls) {
      const response = await call(testApp, other.admin.token, method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The other clinic's administrator addressing this clinic's patient through their own clinic.
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { weight: 70 }],
      ['DELETE', '', undefined],
      ['POST', '/code', undefined],
      ['POST', '/reset', undefined],
    ] as const) {
      const response = await call(
        testApp,
        other.admin.token,
        method,
        `teams/${other.teamId}/members/${patient}${suffix}`,
        body,
      );
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
    }
  });

  it('requires a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/${teamUrl()}` });
    expect(response.statusCode).toBe(401);
  });
});

async function meStatus(token: string): Promise<number> {
  return (await call(testApp, token, 'GET', 'users/me')).statusCode;
}

/**
 * A patient the clinic created with an e-mail address, whose owner then claimed the account (a
 * registration mails them a set-password link) and signed in.
 */
async function claimedPatient(): Promise<{
  memberId: string;
  userId: string;
  email: string;
  password: string;
  token: string;
}> {
  const email = uniqueEmail('claimed');
  const created = await newPatient({ fullName: 'Claimed Patient', email });
  await testApp.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, password: 'Intruder-pass-1', acceptedConsents: ACCEPTED_CONSENTS },
  });
  const link = new URL(testApp.smtp!.lastMailTo(email).text.match(/https?:\/\/\S+/)![0]);
  const userId = link.searchParams.get('userId')!;
  const password = 'Patient-own-2';
  await testApp.app.inject({
    method: 'POST',
    url: `/api/user/${userId}/password`,
    payload: { password, token: link.searchParams.get('token') },
  });
  const login = await logIn(testApp.app, email, password);
  return { memberId: created._id, userId, email, password, token: login.json().token };
}

/** A person with their own account who accepted the clinic's invitation to be its patient. */
async function invitedPatient(
  target: Clinic,
  person?: { token: string; email: string; userId: string },
): Promise<{ memberId: string; token: string; userId: string }> {
  const account = person ?? (await signUp(testApp));
  const invited = await call(testApp, target.admin.token, 'POST', `teams/${target.teamId}/user`, {
    fullName: 'Invited Patient',
    email: account.email,
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const joined = await call(testApp, account.token, 'POST', 'teams/joinToTeam', {
    teamId: target.teamId,
  });
  return { memberId: joined.json().memberId, token: account.token, userId: account.userId };
}
