import { readFile } from 'node:fs/promises';
import { UsageError } from '../cliIo';

/**
 * Reads a detector parameter file (`--params params.json`): a JSON object whose keys are the
 * spec's parameter names for the kind of analysis and whose values have the defaults' types.
 * Anything else is refused with the list of allowed names, so a typo never silently runs the
 * defaults.
 */
export async function readAnalysisParams(
  file: string,
  defaults: Readonly<Record<string, unknown>>,
): Promise<Record<string, number | boolean>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new UsageError(`--params: ${file} is not valid JSON (${error.message})`);
    throw error;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError(`--params: ${file} must hold a JSON object of parameter values`);
  const params: Record<string, number | boolean> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!(name in defaults))
      throw new UsageError(
        `--params: unknown parameter "${name}"; the parameters are ${Object.keys(defaults).join(', ')}`,
      );
    const expected = typeof defaults[name];
    if (typeof value !== expected || (typeof value === 'number' && !Number.isFinite(value)))
      throw new UsageError(`--params: "${name}" must be a ${expected}`);
    params[name] = value as number | boolean;
  }
  return params;
}
