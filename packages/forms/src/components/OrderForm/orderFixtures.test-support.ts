import type { Order } from '@telemed/domain';
import { TEAM_ID } from '../../fixtures/clinicFixtures.test-support';

/** A Polish clinic's order as the API answers it after submit, signed by drawing. */
export const submittedOrder: Order = {
  _id: '60000000-0000-4000-8000-000000000001',
  teamId: TEAM_ID,
  teamName: 'Demo clinic',
  status: 'submitted',
  businessName: 'Kardio Sp. z o.o.',
  country: 'PL',
  businessIdName: 'NIP',
  businessId: '526-000-12-46',
  address: 'ul. Długa 5',
  city: 'Kraków',
  postalCode: '31-510',
  devices: 4,
  contractTerm: 'months12',
  specialRequests: 'Delivery before 15 January',
  agreements: ['subscriptionServices', 'dataProcessing', 'privacy', 'terms'],
  signature: {
    method: 'drawn',
    signerName: 'Anna Nowak',
    strokes: [
      [
        [0.08, 0.7],
        [0.2, 0.25],
        [0.3, 0.75],
        [0.42, 0.3],
        [0.55, 0.7],
      ],
      [
        [0.62, 0.5],
        [0.9, 0.45],
      ],
    ],
    signedBy: '70000000-0000-4000-8000-000000000001',
    signedAt: '2026-11-28T10:00:00.000Z',
  },
  createdAt: '2026-11-28T10:00:00.000Z',
  fee: null,
  feeSetAt: null,
  activatedAt: null,
};

/** The same order priced and activated by a site administrator. */
export const activeOrder: Order = {
  ...submittedOrder,
  status: 'active',
  fee: { amount: 49_900, currency: 'PLN' },
  feeSetAt: '2026-11-29T09:00:00.000Z',
  activatedAt: '2026-11-30T09:00:00.000Z',
};
