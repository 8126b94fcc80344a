import { toValidationErrors } from '@telemed/domain';
import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './apiError';

/** Route schemas are the shared zod schemas of @telemed/domain; handlers get their output types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

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

/** A route module whose schemas are zod schemas. */
export type ZodRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;
