import { z } from 'zod';

/** How a numeric detector parameter is offered: its unit, range and step. */
export interface ParameterRange {
  unit: string;
  min: number;
  max: number;
  step: number;
}

/** A number within a parameter's range; outside it, `outOfRange` with the bounds filled in. */
export function rangedParameterSchema({ min, max }: ParameterRange) {
  // `params` fill the message's placeholders: 'Value must be between 50 and 100'.
  return z.number({ error: 'invalidType' }).refine((value) => value >= min && value <= max, {
    message: 'outOfRange',
    params: { min, max },
  });
}

type RangedSchema = ReturnType<typeof rangedParameterSchema>;

/**
 * A map of detector parameters as a request sends it: any subset of `ranges`, each within its
 * range; unknown names are refused (a typo must not pass silently).
 */
export function parameterMapShape<Name extends string>(ranges: Record<Name, ParameterRange>) {
  return Object.fromEntries(
    Object.entries<ParameterRange>(ranges).map(([name, range]) => [
      name,
      rangedParameterSchema(range).optional(),
    ]),
  ) as Record<Name, z.ZodOptional<RangedSchema>>;
}

/** Every parameter of `ranges` with its value, as the server answers them. */
export function fullParameterShape<Name extends string>(ranges: Record<Name, ParameterRange>) {
  return Object.fromEntries(Object.keys(ranges).map((name) => [name, z.number()])) as Record<
    Name,
    z.ZodNumber
  >;
}
