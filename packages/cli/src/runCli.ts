import { EdfFormatError, RecordingConversionError, WfdbFormatError } from '@telemed/formats';
import { AnalysisRefusedError } from '@telemed/analysis';
import { BEAT_REVIEW_CONFIDENCE } from '@telemed/domain';
import type { CliIo } from './cliIo';
import { UsageError } from './cliIo';
import { analyze } from './commands/analyze';
import { beats } from './commands/beats';
import { convert } from './commands/convert';
import { info } from './commands/info';

export type { CliIo } from './cliIo';

const USAGE = `Usage: telemed <command> [arguments]

Commands:
  info FILE            header, channels, duration and annotation count of an EDF/EDF+/BDF file
                       or a WFDB record (name its .hea) as JSON
  convert IN OUT.edf   a WFDB record or an EDF/BDF file to EDF+ (OUT.bdf: BDF+), annotations included
  analyze FILE --kind holter|polygraphy|covid [--params params.json] [--json] [--utc-offset MINUTES]
                       run the detectors and print the events and statistics; --params holds
                       detector parameters by their spec names, --utc-offset places a COVID
                       recording's clock time (default 0)
  beats RECORD [--channel N]
                       one JSON line per detected beat: {"sample":…,"time":…,"class":"N|S|V|F|Q",
                       "confidence":0-1,"review":true|false}; review marks the beats a person
                       should look at (confidence under ${BEAT_REVIEW_CONFIDENCE}; beats too noisy
                       to classify have neither)
  help                 show this text`;

const COMMANDS: Record<string, (args: readonly string[], io: CliIo) => Promise<number>> = {
  info,
  convert,
  analyze,
  beats,
};

/** The one-line explanation of an error the user can act on, or undefined for a bug. */
function explain(error: unknown, args: readonly string[]): string | undefined {
  if (error instanceof EdfFormatError) return `not a valid EDF/BDF file (${error.message})`;
  if (error instanceof WfdbFormatError) return `not a valid WFDB record (${error.message})`;
  if (error instanceof AnalysisRefusedError) return error.message;
  if (error instanceof RecordingConversionError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
    const file = (error as NodeJS.ErrnoException).path ?? args[0];
    return `cannot read ${file} (${code})`;
  }
  return undefined;
}

/** Runs the telemed command with its arguments (without node and the script); resolves to the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help') {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const run = COMMANDS[command];
  if (!run) {
    io.err(`telemed: unknown command "${command}"\n\n${USAGE}\n`);
    return 2;
  }
  try {
    return await run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    const explanation = explain(error, rest);
    if (explanation === undefined) throw error;
    io.err(`telemed ${command}: ${explanation}\n`);
    return 1;
  }
}
