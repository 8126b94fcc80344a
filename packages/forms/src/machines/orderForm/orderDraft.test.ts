import { describe, expect, it } from 'vitest';
import { changeOrderDraft, emptyOrderDraft, orderBody, orderDraftIssues } from './orderDraft';

const properties = (draft: Parameters<typeof orderDraftIssues>[0]) =>
  orderDraftIssues(draft).map(({ property, constraints }) => [
    property,
    Object.keys(constraints)[0],
  ]);

describe('the order draft', () => {
  it('names every field an empty order misses, the agreements one by one', () => {
    expect(Object.fromEntries(properties(emptyOrderDraft('PL')))).toEqual({
      businessName: 'isRequired',
      businessId: 'isRequired',
      address: 'isRequired',
      city: 'isRequired',
      postalCode: 'isRequired',
      devices: 'isRequired',
      contractTerm: 'isRequired',
      'agreements.subscriptionServices': 'notAccepted',
      'agreements.dataProcessing': 'notAccepted',
      'agreements.privacy': 'notAccepted',
      'agreements.terms': 'notAccepted',
      'signature.signerName': 'isRequired',
      'signature.strokes': 'signatureRequired',
    });
  });

  it('checks the NIP and the postal code of the country as the server does', () => {
    const draft = changeOrderDraft(emptyOrderDraft('PL'), {
      businessId: '5260001247',
      postalCode: '31510',
    });
    expect(Object.fromEntries(properties(draft))).toMatchObject({
      businessId: 'invalidNip',
      postalCode: 'invalidPostalCode',
    });
  });

  it('sends the devices as a number and text that is no number as text for the schema to refuse', () => {
    expect(orderBody({ ...emptyOrderDraft('PL'), devices: ' 12 ' }).devices).toBe(12);
    const typo = { ...emptyOrderDraft('PL'), devices: 'ten' };
    expect(Object.fromEntries(properties(typo)).devices).toBe('invalidType');
  });

  it('sends the strokes only with a drawn signature', () => {
    const strokes: [number, number][][] = [[[0.1, 0.2]]];
    const drawn = {
      ...emptyOrderDraft('PL'),
      signature: { method: 'drawn' as const, signerName: 'A', strokes },
    };
    expect(orderBody(drawn).signature).toEqual({ method: 'drawn', signerName: 'A', strokes });
    expect(
      orderBody({ ...drawn, signature: { ...drawn.signature, method: 'typed' } }).signature,
    ).toEqual({
      method: 'typed',
      signerName: 'A',
    });
  });
});
