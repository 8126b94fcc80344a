import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, 'cli.ts');
const record = path.resolve(import.meta.dirname, '../../../testdata/mitdb/100.hea');
const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

describe('the telemed command', () => {
  it('stops quietly when its reader closes the pipe early (telemed beats … | head -1)', async () => {
    // A shell pipe, as a user makes it: its 64 KiB buffer fills long before record 100's 2,273
    // lines are written, so the command is still writing when `head` exits.
    const command = [
      quote(process.execPath),
      '--import tsx --conditions=@telemed/source',
      quote(cli),
      'beats',
      quote(record),
      '| head -1; exit ${PIPESTATUS[0]}',
    ].join(' ');
    const { code, stdout, stderr } = await new Promise<{
      code: number;
      stdout: string;
      stderr: string;
    }>((resolve) => {
      execFile('bash', ['-c', command], (error, out, err) =>
        resolve({
          code: typeof error?.code === 'number' ? error.code : 0,
          stdout: out,
          stderr: err,
        }),
      );
    });
    expect(stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(stdout)).toMatchObject({ class: 'N' });
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 30_000);
});
