/**
 * Reads a route's zod schemas the way a prober would: where a string can go, and a plausible
 * valid value for everything else, so that one field at a time can carry a hostile string
 * while the rest of the request would pass.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

/** A path into a request part: object keys and array indexes. */
export type FieldPath = (string | number)[];

interface Definition {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  getter?: () => z.ZodType;
  checks?: {
    _zod: { def: { check: string; format?: string; minimum?: number; value?: number } };
  }[];
}

const definitionOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The schema a wrapper (optional, nullable, default, pipe, lazy...) stands for, or itself. */
function unwrap(schema: z.ZodType): z.ZodType {
  const definition = definitionOf(schema);
  if (definition.innerType) return unwrap(definition.innerType);
  if (definition.type === 'pipe' && definition.in) return unwrap(definition.in);
  if (definition.type === 'lazy' && definition.getter) return unwrap(definition.getter());
  return schema;
}

/** A key of a record's key type that the schema accepts. */
function recordKey(keyType: z.ZodType | undefined): string {
  const key = keyType && definitionOf(unwrap(keyType));
  return String(Object.values(key?.entries ?? {})[0] ?? key?.values?.[0] ?? 'key');
}

/** Every path where the schema takes a string (strings, enums, string literals, unknowns). */
export function stringPaths(schema: z.ZodType, path: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 8) return [];
  const inner = unwrap(schema);
  const definition = definitionOf(inner);
  switch (definition.type) {
    case 'string':
    case 'enum':
    case 'unknown':
    case 'any':
      return [path];
    case 'literal':
      return typeof definition.values?.[0] === 'string' ? [path] : [];
    case 'object':
      return Object.entries(definition.shape ?? {}).flatMap(([key, field]) =>
        stringPaths(field, [...path, key], depth + 1),
      );
    case 'array':
      return definition.element ? stringPaths(definition.element, [...path, 0], depth + 1) : [];
    case 'tuple':
      return (definition.items ?? []).flatMap((item, index) =>
        stringPaths(item, [...path, index], depth + 1),
      );
    case 'record':
      return definition.valueType
        ? stringPaths(definition.valueType, [...path, recordKey(definition.keyType)], depth + 1)
        : [];
    case 'union': {
      const seen = new Set<string>();
      return (definition.options ?? [])
        .flatMap((option) => stringPaths(option, path, depth + 1))
        .filter((found) => !seen.has(found.join('.')) && seen.add(found.join('.')));
    }
    case 'intersection':
      return definition.left ? stringPaths(definition.left, path, depth + 1) : [];
    default:
      return [];
  }
}

/** The kind of value a scalar field takes. */
export type ScalarKind = 'string' | 'number' | 'boolean';

/**
 * Every path where the schema takes one scalar (a string, enum, number or boolean) and nothing
 * else: an object or an array there must be refused. Unions are left out (an option may take an
 * object), and so are `unknown` and `any`.
 */
export function scalarPaths(
  schema: z.ZodType,
  path: FieldPath = [],
  depth = 0,
): { path: FieldPath; kind: ScalarKind }[] {
  if (depth > 8) return [];
  const definition = definitionOf(unwrap(schema));
  switch (definition.type) {
    case 'string':
    case 'enum':
      return [{ path, kind: 'string' }];
    case 'number':
    case 'int':
      return [{ path, kind: 'number' }];
    case 'boolean':
      return [{ path, kind: 'boolean' }];
    case 'object':
      return Object.entries(definition.shape ?? {}).flatMap(([key, field]) =>
        scalarPaths(field, [...path, key], depth + 1),
      );
    case 'array':
      return definition.element ? scalarPaths(definition.element, [...path, 0], depth + 1) : [];
    default:
      return [];
  }
}

/** Every path where the schema takes an object of named fields (the body itself included). */
export function objectPaths(schema: z.ZodType, path: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 8) return [];
  const definition = definitionOf(unwrap(schema));
  if (definition.type === 'object')
    return [
      path,
      ...Object.entries(definition.shape ?? {}).flatMap(([key, field]) =>
        objectPaths(field, [...path, key], depth + 1),
      ),
    ];
  if (definition.type === 'array' && definition.element)
    return objectPaths(definition.element, [...path, 0], depth + 1);
  return [];
}

/** The smallest bound a check sets (min length, minimum), if any. */
function lowerBound(definition: Definition): number | undefined {
  for (const check of definition.checks ?? []) {
    const { minimum, value } = check._zod.def;
    if (minimum !== undefined) return minimum;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Values of fields whose format a refinement checks (a phone number, a Polish NIP). */
const VALID_BY_NAME: Record<string, string> = {
  phone: '+48600100200',
  businessId: '5260250274',
  zipcode: '31-510',
};

/**
 * A plausible valid value: ids from `ids` by field name (else a fresh UUID), the first enum
 * entry, numbers at their minimum, optional fields left out. Refinements may still refuse it;
 * the probe only needs most fields to pass so that the hostile one reaches as far as it can.
 */
export function sampleOf(
  schema: z.ZodType,
  ids: Record<string, string> = {},
  name = '',
  depth = 0,
): unknown {
  const definition = definitionOf(schema);
  if (definition.type === 'default') return definition.defaultValue;
  // Left out, an optional field cannot break a refinement (a doctor id that is no doctor's).
  if (definition.type === 'optional') return undefined;
  // A pipe's output schema says what the value must be (trim, then an email).
  if (
    definition.type === 'pipe' &&
    definition.out &&
    definitionOf(definition.out).type !== 'transform'
  )
    return sampleOf(definition.out, ids, name, depth);
  const inner = unwrap(schema);
  const own = definitionOf(inner);
  switch (own.type) {
    case 'string': {
      const format =
        own.format ??
        own.checks?.find((check) => check._zod.def.check === 'string_format')?._zod.def.format;
      if (format === 'uuid') return ids[name] ?? randomUUID();
      if (VALID_BY_NAME[name]) return VALID_BY_NAME[name];
      if (format === 'email') return `probe.${randomUUID().slice(0, 8)}@example.test`;
      // An end after its start, for the schemas that compare them.
      if (format === 'datetime')
        return /end/i.test(name) ? '2026-11-21T08:00:00.000Z' : '2026-11-20T08:00:00.000Z';
      if (format === 'date') return '1980-05-17';
      return 'x'.repeat(Math.max(1, lowerBound(own) ?? 1));
    }
    case 'number':
      return lowerBound(own) ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(own.entries ?? {})[0];
    case 'literal':
      return own.values?.[0];
    case 'null':
      return null;
    case 'array':
      return own.element && depth < 8 ? [sampleOf(own.element, ids, name, depth + 1)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(own.shape ?? {}).map(([key, field]) => [
          key,
          depth < 8 ? sampleOf(field, ids, key, depth + 1) : undefined,
        ]),
      );
    case 'record':
      return own.valueType
        ? { [recordKey(own.keyType)]: sampleOf(own.valueType, ids, name, depth + 1) }
        : {};
    case 'union':
      return own.options?.[0] ? sampleOf(own.options[0], ids, name, depth + 1) : undefined;
    default:
      return 'x';
  }
}

/** A copy of `value` with `leaf` at `path` (objects and arrays made as needed). */
export function withValueAt(value: unknown, path: FieldPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  if (typeof head === 'number') {
    const copy = Array.isArray(value) ? [...(value as unknown[])] : [];
    copy[head] = withValueAt(copy[head], rest, leaf);
    return copy;
  }
  const copy = value && typeof value === 'object' ? { ...(value as object) } : {};
  (copy as Record<string, unknown>)[head] = withValueAt(
    (copy as Record<string, unknown>)[head],
    rest,
    leaf,
  );
  return copy;
}
