import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { VALID_PASSWORD, signUp } from './helpers/testApp';
import { validOrder } from './ordersFixtures';

const testApp = setUpTestApp();

let clinic: Clinic;
let nurse: StaffMember;
let doctor: StaffMember;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Settings Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

const details = (extra: Record<string, unknown> = {}) => ({
  details: {
    name: 'Klinika Zdrowie',
    address: 'ul. Długa 12',
    city: 'Kraków',
    email: 'Biuro@Zdrowie.example.test',
    businessId: '526-000-12-46',
    businessIdName: 'NIP',
    phone: '+48 12 345 67 89',
    zipcode: '31-510',
    ...extra,
  },
});

describe('team specs', () => {
  it('lists per country the business ids a clinic may give', async () => {
    const account = await signUp(testApp);
    const specs = (await call(testApp, account.token, 'GET', 'teams/specs')).json();
    expect(specs.countries).toContainEqual({
      country: 'PL',
      businessIdNames: ['NIP', 'EU_VAT', 'NATIONAL'],
    });
    expect(specs.countries).toContainEqual({ country: 'CA', businessIdNames: ['NATIONAL'] });
    expect(specs.notificationModes).toEqual(['email', 'sms', 'none']);
  });
});

describe('details update (PUT teams/{teamId})', () => {
  it('saves the details and renames the clinic', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'PUT',
      `teams/${clinic.teamId}`,
      details(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: clinic.teamId,
      name: 'Klinika Zdrowie',
      details: {
        name: 'Klinika Zdrowie',
        email: 'biuro@zdrowie.example.test',
        businessId: '526-000-12-46',
        businessIdName: 'NIP',
        zipcode: '31-510',
        logo: null,
      },
    });
  });

  it('checks NIP, EU VAT, business id and postal code per country', async () => {
    const put = (body: unknown) =>
      call(testApp, clinic.admin.token, 'PUT', `teams/${clinic.teamId}`, body);
    const nip = await put(details({ businessId: '123', zipcode: '31510' }));
    expect(nip.json().validationErrors).toEqual([
      { property: 'details.businessId', constraints: { invalidNip: 'Enter 10-digit NIP' } },
      { property: 'details.zipcode', constraints: { invalidPostalCode: 'Incorrect postal code' } },
    ]);
    const vat = await put(details({ businessIdName: 'EU_VAT', businessId: 'PL5260001247' }));
    expect(vat.json().validationErrors).toEqual([
      { property: 'details.businessId', constraints: { invalidEuVat: 'Incorrect EU VAT' } },
    ]);
    expect(
      (await put(details({ businessIdName: 'EU_VAT', businessId: 'PL 526 000 12 46' }))).statusCode,
    ).toBe(200);
    const national = await put(details({ businessIdName: 'NATIONAL', businessId: '12' }));
    expect(national.json().validationErrors).toEqual([
      {
        property: 'details.businessId',
        constraints: { invalidBusinessId: 'Enter valid business id for the country' },
      },
    ]);
    const shape = await put({
      details: {
        name: 'abc',
        address: 'ab',
        city: '',
        email: 'x',
        businessId: '',
        businessIdName: 'TAX',
        zipcode: '',
      },
    });
    expect(shape.json().validationErrors).toEqual([
      { property: 'details.name', constraints: { tooShort: 'Field too short' } },
      { property: 'details.address', constraints: { tooShort: 'Field too short' } },
      { property: 'details.city', constraints: { isRequired: 'Field is required' } },
      { property: 'details.email', constraints: { isEmail: 'Value is not a valid email address' } },
      { property: 'details.businessId', constraints: { isRequired: 'Field is required' } },
      { property: 'details.businessIdName', constraints: { invalidValue: 'Invalid format' } },
      { property: 'details.zipcode', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('checks postal codes of other countries', async () => {
    const canadian = await signUp(testApp);
    const team = (
      await call(testApp, canadian.token, 'POST', 'teams', {
        name: 'Toronto Heart',
        countryContext: 'CA',
      })
    ).json();
    const put = (zipcode: string) =>
      call(testApp, canadian.token, 'PUT', `teams/${team._id}`, {
        details: {
          ...details().details,
          businessIdName: 'NATIONAL',
          businessId: '123456789',
          zipcode,
        },
      });
    expect((await put('K1A 0B1')).statusCode).toBe(200);
    expect((await put('31-510')).json().validationErrors).toEqual([
      { property: 'details.zipcode', constraints: { invalidPostalCode: 'Incorrect postal code' } },
    ]);
  });

  it('lets only the clinic’s administrators change details', async () => {
    expect(
      (await call(testApp, nurse.token, 'PUT', `teams/${clinic.teamId}`, details())).statusCode,
    ).toBe(403);
    const other = await createClinic(testApp, 'Other Settings Clinic');
    expect(
      (await call(testApp, other.admin.token, 'PUT', `teams/${clinic.teamId}`, details()))
        .statusCode,
    ).toBe(403);
  });
});

describe('logo', () => {
  it('uploads a logo to a signed URL and serves it publicly', async () => {
    const upload = await call(testApp, clinic.admin.token, 'POST', `teams/${clinic.teamId}/logo`, {
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(200);
    const { uploadUrl } = upload.json();
    expect(uploadUrl).toMatch(/^\/api\/uploads\/team-logo\//);
    const wrongType = await testApp.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('GIF89a not a png'),
    });
    expect(wrongType.statusCode).toBe(415);
    const stored = await testApp.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(stored.statusCode).toBe(200);
    const { logo } = stored.json();
    expect(logo).toMatch(new RegExp(`^/api/team-logos/${clinic.teamId}/[0-9a-f]{32}\\.png$`));
    const served = await testApp.app.inject({ method: 'GET', url: logo });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const teams = (await call(testApp, clinic.admin.token, 'GET', 'teams')).json();
    expect(teams.find((team: { _id: string }) => team._id === clinic.teamId).details.logo).toBe(
      logo,
    );
    const forged = await testApp.app.inject({
      method: 'PUT',
      url: '/api/uploads/team-logo/forged.grant.value',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(forged.statusCode).toBe(400);
    expect(
      (
        await call(testApp, doctor.token, 'POST', `teams/${clinic.teamId}/logo`, {
          contentType: 'image/png',
        })
      ).statusCode,
    ).toBe(403);
    const invalid = await call(testApp, clinic.admin.token, 'POST', `teams/${clinic.teamId}/logo`, {
      contentType: 'image/gif',
    });
    expect(invalid.json().validationErrors).toEqual([
      { property: 'contentType', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });
});

describe('order-created flag', () => {
  it('answers hasOrders once the clinic created an order', async () => {
    const url = `teams/${clinic.teamId}/order-created`;
    expect((await call(testApp, nurse.token, 'GET', url)).json()).toEqual({ hasOrders: false });
    const order = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/orders`,
      validOrder,
    );
    expect(order.statusCode).toBe(201);
    expect((await call(testApp, nurse.token, 'GET', url)).json()).toEqual({ hasOrders: true });
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    expect((await call(testApp, patient.token, 'GET', url)).statusCode).toBe(403);
  });
});

describe('notification settings', () => {
  it('stores each employee’s mode per examination state', async () => {
    const url = `teams/${clinic.teamId}/notification-settings`;
    const saved = await call(testApp, nurse.token, 'PUT', `${url}/${nurse.memberId}`, {
      modes: { FOR_DESCRIPTION: 'sms', DESCRIBED: 'email' },
    });
    expect(saved.json()).toEqual({ message: 'notification settings saved' });
    await call(testApp, nurse.token, 'PUT', `${url}/${nurse.memberId}`, {
      modes: { DESCRIBED: 'none' },
    });
    const own = (await call(testApp, nurse.token, 'GET', url)).json();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      memberId: nurse.memberId,
      role: 'nurse',
      hasPhone: false,
      modes: { FOR_DESCRIPTION: 'sms', DESCRIBED: 'none', PENDING: 'none' },
    });
    // Whether SMS can reach the member follows their phone number.
    await call(testApp, nurse.token, 'PATCH', `teams/${clinic.teamId}/members/${nurse.memberId}`, {
      phone: '+48 600 100 900',
    });
    expect((await call(testApp, nurse.token, 'GET', url)).json()[0].hasPhone).toBe(true);
    const all = (await call(testApp, clinic.admin.token, 'GET', url)).json();
    expect(all.map((entry: { memberId: string }) => entry.memberId)).toEqual(
      expect.arrayContaining([clinic.admin.memberId, nurse.memberId, doctor.memberId]),
    );
    expect(
      (await call(testApp, nurse.token, 'PUT', `${url}/${doctor.memberId}`, { modes: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(testApp, clinic.admin.token, 'PUT', `${url}/${doctor.memberId}`, {
          modes: { FAILED: 'email' },
        })
      ).statusCode,
    ).toBe(200);
    const invalid = await call(testApp, nurse.token, 'PUT', `${url}/${nurse.memberId}`, {
      modes: { FAILED: 'pigeon' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().validationErrors).toEqual([
      { property: 'modes.FAILED', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const patientId = await addPatient(testApp, clinic.teamId, 'Notified Patient');
    expect(
      (await call(testApp, clinic.admin.token, 'PUT', `${url}/${patientId}`, { modes: {} }))
        .statusCode,
    ).toBe(404);
  });
});

describe('clinic removal (DELETE teams/{teamId})', () => {
  it('is for administrators and irreversibly blocks every access to the clinic’s data', async () => {
    const doomed = await createClinic(testApp, 'Doomed Clinic');
    const member = await addSignedInMember(testApp, doomed.teamId, 'doctor');
    const patientId = await addPatient(testApp, doomed.teamId, 'Doomed Patient');
    const examination = await createExamination(
      testApp,
      doomed.admin.token,
      doomed.teamId,
      patientId,
    );
    expect(
      (
        await call(testApp, member.token, 'DELETE', `teams/${doomed.teamId}`, {
          password: VALID_PASSWORD,
        })
      ).statusCode,
    ).toBe(403);

    const removed = await call(testApp, doomed.admin.token, 'DELETE', `teams/${doomed.teamId}`, {
      password: VALID_PASSWORD,
    });
    expect(removed.json()).toEqual({ message: 'clinic deleted' });
    for (const [method, url, body] of [
      ['GET', `teams/${doomed.teamId}`],
      ['GET', `teams/${doomed.teamId}/members/${patientId}`],
      ['GET', `teams/${doomed.teamId}/examinations/${examination._id}`],
      [
        'POST',
        `teams/${doomed.teamId}/invitations`,
        { role: 'nurse', email: 'x@example.test', strategy: 'email' },
      ],
      ['POST', `teams/${doomed.teamId}/members/${patientId}/examinations`, holterBody()],
    ] as const) {
      const response = await call(testApp, doomed.admin.token, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(testApp, doomed.admin.token, 'GET', 'teams')).json()).not.toContainEqual(
      expect.objectContaining({ _id: doomed.teamId }),
    );
  });
});
