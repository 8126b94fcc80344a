import { describe, expect, it } from 'vitest';
import { canActivateOrder, canSetOrderFee } from '../rules/orders';
import { SetOrderFeeBodySchema, SubmitOrderBodySchema } from './orders';
import type { SubmitOrderBody } from './orders';
import { toValidationErrors } from './zodValidationErrors';

const validOrder: SubmitOrderBody = {
  businessName: 'Kardio Sp. z o.o.',
  country: 'PL',
  businessIdName: 'NIP',
  businessId: '526-000-12-46',
  address: 'ul. Długa 5',
  city: 'Kraków',
  postalCode: '31-510',
  devices: 5,
  contractTerm: 'months12',
  specialRequests: 'Delivery before 15 January',
  agreements: { subscriptionServices: true, dataProcessing: true, privacy: true, terms: true },
  signature: { method: 'typed', signerName: 'Anna Nowak' },
};

/** The `{ property: [constraint keys] }` a body fails with. */
function failures(body: unknown): Record<string, string[]> {
  const parsed = SubmitOrderBodySchema.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(
    toValidationErrors(parsed.error, body).map(({ property, constraints }) => [
      property,
      Object.keys(constraints),
    ]),
  );
}

describe('SubmitOrderBodySchema', () => {
  it('accepts a complete Polish order with a NIP and a typed signature', () => {
    expect(failures(validOrder)).toEqual({});
  });

  it('accepts a drawn signature of strokes in the unit square', () => {
    const drawn = {
      ...validOrder,
      signature: {
        method: 'drawn',
        signerName: 'Anna Nowak',
        strokes: [
          [
            [0.1, 0.5],
            [0.4, 0.2],
          ],
        ],
      },
    };
    expect(failures(drawn)).toEqual({});
    expect(failures({ ...drawn, signature: { ...drawn.signature, strokes: [] } })).toEqual({
      'signature.strokes': ['signatureRequired'],
    });
    expect(
      failures({ ...drawn, signature: { ...drawn.signature, strokes: [[[1.5, 0]]] } }),
    ).toHaveProperty(['signature.strokes.0.0.0']);
  });

  it('refuses a NIP with a wrong check digit', () => {
    expect(failures({ ...validOrder, businessId: '5260001247' })).toEqual({
      businessId: ['invalidNip'],
    });
  });

  it('checks the EU VAT format of the chosen country', () => {
    const german = { ...validOrder, country: 'DE', businessIdName: 'EU_VAT', postalCode: '10115' };
    expect(failures({ ...german, businessId: 'DE123456789' })).toEqual({});
    expect(failures({ ...german, businessId: 'DE12345678' })).toEqual({
      businessId: ['invalidEuVat'],
    });
  });

  it('refuses an EU VAT number in the United Kingdom and Canada, which have none', () => {
    const british = {
      ...validOrder,
      country: 'GB',
      businessIdName: 'EU_VAT',
      postalCode: 'SW1A 1AA',
    };
    expect(failures({ ...british, businessId: 'GB123456789' })).toEqual({
      businessId: ['invalidEuVat'],
    });
    expect(failures({ ...british, businessIdName: 'NATIONAL', businessId: 'GB123456789' })).toEqual(
      {},
    );
  });

  it('checks the business id of the country', () => {
    const canadian = {
      ...validOrder,
      country: 'CA',
      businessIdName: 'NATIONAL',
      postalCode: 'K1A 0B1',
    };
    expect(failures({ ...canadian, businessId: '123456789' })).toEqual({});
    expect(failures({ ...canadian, businessId: '12345' })).toEqual({
      businessId: ['invalidBusinessId'],
    });
  });

  it('checks the postal code of the country', () => {
    expect(failures({ ...validOrder, postalCode: '31510' })).toEqual({
      postalCode: ['invalidPostalCode'],
    });
    expect(
      failures({
        ...validOrder,
        country: 'FR',
        businessIdName: 'NATIONAL',
        businessId: '12345678901234',
        postalCode: '31-510',
      }),
    ).toEqual({
      postalCode: ['invalidPostalCode'],
    });
  });

  it('calls an empty address missing and a 3-character one too short', () => {
    expect(failures({ ...validOrder, address: ' ' })).toEqual({
      address: ['isRequired', 'tooShort'],
    });
    expect(failures({ ...validOrder, address: 'ab1' })).toEqual({ address: ['tooShort'] });
  });

  it('asks for more than one device, as a whole number', () => {
    expect(failures({ ...validOrder, devices: 1 })).toEqual({ devices: ['tooFewDevices'] });
    expect(failures({ ...validOrder, devices: 2.5 })).toEqual({ devices: ['notInteger'] });
    expect(failures({ ...validOrder, devices: 2 })).toEqual({});
  });

  it('takes only the contract terms 1, 3, 12 months or unlimited', () => {
    for (const contractTerm of ['months1', 'months3', 'months12', 'unlimited'])
      expect(failures({ ...validOrder, contractTerm })).toEqual({});
    expect(failures({ ...validOrder, contractTerm: 'months6' })).toEqual({
      contractTerm: ['invalidValue'],
    });
  });

  it('requires each of the four agreements, naming the ones left unticked', () => {
    expect(
      failures({
        ...validOrder,
        agreements: { subscriptionServices: true, dataProcessing: false, privacy: true },
      }),
    ).toEqual({
      'agreements.dataProcessing': ['notAccepted'],
      'agreements.terms': ['notAccepted'],
    });
    expect(failures({ ...validOrder, agreements: undefined })).toEqual({
      agreements: ['notAccepted'],
    });
  });

  it('reports the country rules beside the other fields’ errors', () => {
    expect(
      failures({ ...validOrder, businessId: '123', devices: 0, signature: undefined }),
    ).toEqual({
      businessId: ['invalidNip'],
      devices: ['tooFewDevices'],
      signature: ['isRequired'],
    });
  });
});

describe('SetOrderFeeBodySchema', () => {
  it('takes a positive whole amount in minor units of a supported currency', () => {
    expect(SetOrderFeeBodySchema.safeParse({ amount: 49_900, currency: 'PLN' }).success).toBe(true);
    expect(SetOrderFeeBodySchema.safeParse({ amount: 0, currency: 'PLN' }).success).toBe(false);
    expect(SetOrderFeeBodySchema.safeParse({ amount: 10.5, currency: 'EUR' }).success).toBe(false);
    expect(SetOrderFeeBodySchema.safeParse({ amount: 100, currency: 'USD' }).success).toBe(false);
  });
});

describe('order statuses', () => {
  it('activates only a priced order and prices until activation', () => {
    expect(canActivateOrder('submitted')).toBe(false);
    expect(canActivateOrder('priced')).toBe(true);
    expect(canActivateOrder('active')).toBe(false);
    expect(canSetOrderFee('submitted')).toBe(true);
    expect(canSetOrderFee('priced')).toBe(true);
    expect(canSetOrderFee('active')).toBe(false);
  });
});

describe('SubmitOrderBodySchema with a body that is no object', () => {
  it('answers the type error without running the country rules', () => {
    for (const body of [[], 'text', 42, null])
      expect(SubmitOrderBodySchema.safeParse(body).error?.issues[0]?.code).toBe('invalid_type');
  });
});

describe('SubmitOrderBodySchema country rules', () => {
  it('checks the business id while the postal code is still missing, and the other way round', () => {
    expect(failures({ ...validOrder, businessId: '5260001247', postalCode: '' })).toEqual({
      businessId: ['invalidNip'],
      postalCode: ['isRequired'],
    });
    expect(failures({ ...validOrder, businessId: '', postalCode: '31510' })).toEqual({
      businessId: ['isRequired'],
      postalCode: ['invalidPostalCode'],
    });
  });
});
