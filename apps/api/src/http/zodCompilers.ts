import { toValidationErrors } from '@telemed/domain';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './apiError';
import { JSON_NULL_BODY } from './jsonBodyParser';

/**
 * Parses each request part with its zod schema. A missing body counts as `{}` so every required
 * field is reported by name instead of one error about the whole body; a JSON `null` is parsed as
 * the `null` it is.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' ? bodyInput(data) : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: validationFailed(toValidationErrors(result.error, input)) };
  };

function bodyInput(data: unknown): unknown {
  if (data === JSON_NULL_BODY) return null;
  return data === undefined || data === null ? {} : data;
}

/** Answers are checked against their schema before they leave, so the contract cannot drift. */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));
