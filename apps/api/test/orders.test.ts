import { beforeAll, describe, expect, it } from 'vitest';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { makeSiteAdministrator, signUp } from './helpers/testApp';
import { validOrder } from './ordersFixtures';

const testApp = setUpTestApp();

let clinic: Clinic;
let otherClinic: Clinic;
let coAdministrator: StaffMember;
let doctor: StaffMember;
let siteAdmin: { token: string };

function smtp() {
  if (!testApp.smtp) throw new Error('these tests read mail from the SMTP test server');
  return testApp.smtp;
}

const submit = (token: string, teamId: string, body: unknown = validOrder) =>
  call(testApp, token, 'POST', `teams/${teamId}/orders`, body);

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Orders Clinic');
  otherClinic = await createClinic(testApp, 'Other Orders Clinic');
  coAdministrator = await addSignedInMember(testApp, clinic.teamId, 'administrator');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  await call(testApp, coAdministrator.token, 'POST', 'users/me', { settings: { language: 'pl' } });
  const admin = await signUp(testApp);
  await makeSiteAdministrator(testApp, admin.userId);
  siteAdmin = admin;
});

describe('submitting an order', () => {
  it('stores a valid order with its signer and time, and order-created turns true', async () => {
    const createdUrl = `teams/${otherClinic.teamId}/order-created`;
    expect((await call(testApp, otherClinic.admin.token, 'GET', createdUrl)).json()).toEqual({
      hasOrders: false,
    });
    const before = Date.now();
    const response = await submit(otherClinic.admin.token, otherClinic.teamId);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      teamId: otherClinic.teamId,
      teamName: 'Other Orders Clinic',
      status: 'submitted',
      businessId: '526-000-12-46',
      devices: 5,
      contractTerm: 'months12',
      agreements: ['subscriptionServices', 'dataProcessing', 'privacy', 'terms'],
      signature: {
        method: 'drawn',
        signerName: 'Anna Nowak',
        strokes: validOrder.signature.strokes,
        signedBy: otherClinic.admin.userId,
      },
      fee: null,
      activatedAt: null,
    });
    expect(Date.parse(order.signature.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call(testApp, otherClinic.admin.token, 'GET', createdUrl)).json()).toEqual({
      hasOrders: true,
    });
    const read = await call(
      testApp,
      otherClinic.admin.token,
      'GET',
      `teams/${otherClinic.teamId}/orders/${order._id}`,
    );
    expect(read.json()).toEqual(order);
  });

  it('keeps a typed signature as the signer’s name', async () => {
    const response = await submit(clinic.admin.token, clinic.teamId, {
      ...validOrder,
      signature: { method: 'typed', signerName: '  Jan Kowalski ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().signature).toMatchObject({
      method: 'typed',
      signerName: 'Jan Kowalski',
      signedBy: clinic.admin.userId,
    });
    expect(response.json().signature).not.toHaveProperty('strokes');
  });

  it.each([
    [
      'a NIP with a wrong check digit',
      { businessId: '5260001247' },
      'businessId',
      'invalidNip',
      'Enter 10-digit NIP',
    ],
    [
      'an EU VAT number of the wrong format',
      { country: 'DE', businessIdName: 'EU_VAT', businessId: 'DE12345', postalCode: '10115' },
      'businessId',
      'invalidEuVat',
      'Incorrect EU VAT',
    ],
    [
      'an EU VAT number in the United Kingdom',
      {
        country: 'GB',
        businessIdName: 'EU_VAT',
        businessId: 'GB123456789',
        postalCode: 'SW1A 1AA',
      },
      'businessId',
      'invalidEuVat',
      'Incorrect EU VAT',
    ],
    [
      'a business id not of the country',
      { country: 'CA', businessIdName: 'NATIONAL', businessId: '1234', postalCode: 'K1A 0B1' },
      'businessId',
      'invalidBusinessId',
      'Enter valid business id for the country',
    ],
    [
      'a postal code not of the country',
      { postalCode: '31510' },
      'postalCode',
      'invalidPostalCode',
      'Incorrect postal code',
    ],
    [
      'one device',
      { devices: 1 },
      'devices',
      'tooFewDevices',
      'Number of devices must be more than 1',
    ],
    [
      'a contract term of 6 months',
      { contractTerm: 'months6' },
      'contractTerm',
      'invalidValue',
      'Invalid format',
    ],
    [
      'a drawn signature without strokes',
      { signature: { method: 'drawn', signerName: 'Anna Nowak', strokes: [] } },
      'signature.strokes',
      'signatureRequired',
      'Sign by drawing or by typing your name',
    ],
  ])('refuses %s in the shared error shape', async (_name, change, property, key, message) => {
    const response = await submit(clinic.admin.token, clinic.teamId, { ...validOrder, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Validation failed',
      validationErrors: [{ property, constraints: { [key]: message } }],
    });
  });

  it('refuses an order before every agreement is accepted', async () => {
    const response = await submit(clinic.admin.token, clinic.teamId, {
      ...validOrder,
      agreements: { subscriptionServices: true, privacy: true, terms: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        property: 'agreements.dataProcessing',
        constraints: { notAccepted: 'Agreements must be accepted before submit' },
      },
      {
        property: 'agreements.terms',
        constraints: { notAccepted: 'Agreements must be accepted before submit' },
      },
    ]);
  });

  it('is for the clinic’s administrators only', async () => {
    expect((await submit(doctor.token, clinic.teamId)).statusCode).toBe(403);
    expect(
      (await call(testApp, doctor.token, 'GET', `teams/${clinic.teamId}/orders`)).statusCode,
    ).toBe(403);
    expect(
      (await call(testApp, doctor.token, 'GET', `teams/${clinic.teamId}/order-created`)).json(),
    ).toEqual({ hasOrders: true });
  });

  it('answers 404 for another clinic’s order and 403 in another clinic', async () => {
    const theirs = (await submit(otherClinic.admin.token, otherClinic.teamId)).json();
    const asOwnClinic = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${clinic.teamId}/orders/${theirs._id}`,
    );
    expect(asOwnClinic.statusCode).toBe(404);
    const inTheirClinic = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${otherClinic.teamId}/orders/${theirs._id}`,
    );
    expect(inTheirClinic.statusCode).toBe(403);
    const listed = (await call(testApp, clinic.admin.token, 'GET', `teams/${clinic.teamId}/orders`))
      .json()
      .map((order: { teamId: string }) => order.teamId);
    expect(new Set(listed)).toEqual(new Set([clinic.teamId]));
  });
});

describe('fee and activation by the site administrators', () => {
  it('prices the order, then activates the clinic, mailing its administrators each time', async () => {
    const order = (await submit(clinic.admin.token, clinic.teamId)).json();
    const adminUrl = `admin/orders/${order._id}`;

    const early = await call(testApp, siteAdmin.token, 'POST', `${adminUrl}/activation`);
    expect(early.statusCode).toBe(400);
    expect(early.json().validationErrors).toEqual([
      {
        property: 'fee',
        constraints: { orderNotPriced: 'Set the fee before activating the clinic' },
      },
    ]);

    const priced = await call(testApp, siteAdmin.token, 'PUT', `${adminUrl}/fee`, {
      amount: 49_900,
      currency: 'PLN',
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({
      status: 'priced',
      fee: { amount: 49_900, currency: 'PLN' },
    });
    const feeMail = smtp().lastMailTo(clinic.admin.email);
    expect(feeMail.subject).toBe('Orders Clinic: the fee of your order');
    expect(feeMail.text).toContain('PLN');
    expect(feeMail.text).toContain(
      `http://telemed.test/clinic/${clinic.teamId}/orders/${order._id}`,
    );
    const polishFeeMail = smtp().lastMailTo(coAdministrator.email);
    expect(polishFeeMail.subject).toBe('Orders Clinic: opłata za zamówienie');
    expect(polishFeeMail.text).toMatch(/499,00\s*zł/);
    expect(
      smtp()
        .mailsTo(doctor.email)
        .filter((mail) => mail.subject.includes('Orders')),
    ).toEqual([]);

    const activated = await call(testApp, siteAdmin.token, 'POST', `${adminUrl}/activation`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ status: 'active' });
    expect(Date.parse(activated.json().activatedAt)).not.toBeNaN();
    expect(smtp().lastMailTo(clinic.admin.email).subject).toBe('Orders Clinic is activated');
    expect(smtp().lastMailTo(coAdministrator.email).subject).toBe(
      'Orders Clinic: klinika aktywowana',
    );

    const again = await call(testApp, siteAdmin.token, 'POST', `${adminUrl}/activation`);
    expect(again.json().validationErrors).toEqual([
      {
        property: 'status',
        constraints: { orderAlreadyActive: 'The clinic of this order is already activated' },
      },
    ]);
    const repriced = await call(testApp, siteAdmin.token, 'PUT', `${adminUrl}/fee`, {
      amount: 100,
      currency: 'PLN',
    });
    expect(repriced.statusCode).toBe(400);

    const all = (await call(testApp, siteAdmin.token, 'GET', 'admin/orders')).json();
    expect(all.find((listed: { _id: string }) => listed._id === order._id)).toMatchObject({
      status: 'active',
      teamName: 'Orders Clinic',
    });
    const seenByClinic = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${clinic.teamId}/orders/${order._id}`,
    );
    expect(seenByClinic.json()).toMatchObject({ status: 'active', fee: { amount: 49_900 } });
  });

  it('is refused to clinic administrators and answers 404 for an unknown order', async () => {
    const order = (await submit(clinic.admin.token, clinic.teamId)).json();
    for (const [method, url, body] of [
      ['GET', 'admin/orders', undefined],
      ['PUT', `admin/orders/${order._id}/fee`, { amount: 1, currency: 'EUR' }],
      ['POST', `admin/orders/${order._id}/activation`, undefined],
    ] as const) {
      expect((await call(testApp, clinic.admin.token, method, url, body)).statusCode).toBe(403);
    }
    const unknown = await call(
      testApp,
      siteAdmin.token,
      'PUT',
      'admin/orders/00000000-0000-4000-8000-000000000000/fee',
      { amount: 1, currency: 'EUR' },
    );
    expect(unknown.statusCode).toBe(404);
    const badFee = await call(testApp, siteAdmin.token, 'PUT', `admin/orders/${order._id}/fee`, {
      amount: 0,
      currency: 'USD',
    });
    expect(
      badFee.json().validationErrors.map((error: { property: string }) => error.property),
    ).toEqual(['amount', 'currency']);
  });
});
