import { open } from 'node:fs/promises';
import { EdfFormatError, fileHandleSource, openEdf } from '@telemed/formats';

const USAGE = `Usage: telemed <command> [arguments]

Commands:
  info <file.edf>   print the header, channels, duration and annotation count of an EDF/EDF+/BDF file as JSON
  help              show this text`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

async function info(file: string | undefined, io: CliIo): Promise<number> {
  if (!file) {
    io.err('telemed info: name the file to read\n');
    return 2;
  }
  const handle = await open(file, 'r');
  try {
    // The reader fetches the file a few megabytes at a time, so any size is fine here.
    const recording = await openEdf(await fileHandleSource(handle));
    const { signals, ...header } = recording.header;
    const summary = {
      ...header,
      durationSeconds: recording.timeline.end - recording.timeline.start,
      channels: signals
        .filter((signal) => !signal.isAnnotations)
        .map(({ index, label, sampleRate, physicalDimension }) => ({
          index,
          label,
          sampleRate,
          physicalDimension,
        })),
      annotationCount: (await recording.readAnnotations()).length,
    };
    io.out(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

/** Runs the telemed command with its arguments (without node and the script); resolves to the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'info':
        return await info(rest[0], io);
      case undefined:
      case 'help':
      case '--help':
        io.out(`${USAGE}\n`);
        return 0;
      default:
        io.err(`telemed: unknown command "${command}"\n\n${USAGE}\n`);
        return 2;
    }
  } catch (error) {
    if (error instanceof EdfFormatError) {
      io.err(`telemed: not a valid EDF/BDF file (${error.message})\n`);
      return 1;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      io.err(`telemed: cannot read ${rest[0]} (${code})\n`);
      return 1;
    }
    throw error;
  }
}
