import { toValidationErrors } from '@telemed/domain';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './apiError';

/**
 * Parses each request part with its zod schema. A missing body counts as `{}` so every required
 * field is reported by name instead of one error about the whole body.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: validationFailed(toValidationErrors(result.error, input)) };
  };

/** Answers are checked against their schema before they leave, so the contract cannot drift. */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));
