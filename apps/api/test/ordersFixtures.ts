/** A complete Polish order: a valid NIP, a postal code, the four agreements, a drawn signature. */
export const validOrder = {
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
  signature: {
    method: 'drawn',
    signerName: 'Anna Nowak',
    strokes: [
      [
        [0.1, 0.6],
        [0.3, 0.2],
        [0.5, 0.7],
      ],
    ],
  },
};
