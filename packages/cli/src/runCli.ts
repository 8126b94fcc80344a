import { open } from 'node:fs/promises';
import { EDF_FIXED_HEADER_BYTES, EdfFormatError, readFixedHeader } from '@telemed/formats';

const USAGE = `Usage: telemed <command> [arguments]

Commands:
  info <file.edf>   print the header of an EDF, EDF+ or BDF recording as JSON
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
    const bytes = new Uint8Array(EDF_FIXED_HEADER_BYTES);
    // Only the fixed header is read: a recording of any size costs 256 bytes here.
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
    io.out(`${JSON.stringify(readFixedHeader(bytes.subarray(0, bytesRead)), null, 2)}\n`);
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
