import { ApiErrorSchema } from '@telemed/domain';

/** Every route may answer the contract's error body with any 4xx or 5xx status. */
export const errorResponses = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;
