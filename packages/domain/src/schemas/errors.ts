import { z } from 'zod';

/** One invalid field: its dotted path and the failed constraints keyed by constraint key. */
export const ValidationErrorSchema = z.object({
  property: z.string(),
  constraints: z.record(z.string(), z.string()),
});

export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** The body of every non-2xx answer. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  validationErrors: z.array(ValidationErrorSchema).optional(),
});

export type ApiError = z.infer<typeof ApiErrorSchema>;
