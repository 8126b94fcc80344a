import { UsageError } from './cliIo';

/** A command line split into positional arguments and `--name value` / `--flag` options. */
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/**
 * Splits arguments; `valued` names the options that take a value (`--kind holter`, or
 * `--kind=holter`), every other `--name` is a flag. Unknown options are a usage error.
 */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[],
  flags: readonly string[] = [],
): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inlineValue] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (valued.includes(name)) {
      const value = inlineValue ?? args[(index += 1)];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
    } else if (flags.includes(name) && inlineValue === undefined) {
      options.set(name, true);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { positional, options };
}

/** The value of a valued option, or undefined. */
export function optionValue(parsed: ParsedArgs, name: string): string | undefined {
  const value = parsed.options.get(name);
  return typeof value === 'string' ? value : undefined;
}
