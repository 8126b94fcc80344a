import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const sharedData =
  process.env.TELEMED_SHARED_DATA ?? path.resolve(import.meta.dirname, '../../../../shared/data');

async function telemed(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe('telemed', () => {
  it('prints the header of an EDF+ recording', async () => {
    const { code, out } = await telemed('info', path.join(sharedData, 'edf/test_utf8.edf'));
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      variant: 'EDF+C',
      signalCount: 2,
      dataRecords: 698,
      durationSeconds: 698,
      channels: [{ index: 0, label: 'Fp1', sampleRate: 128, physicalDimension: 'uV' }],
      annotationCount: 5,
    });
  });

  it('explains a file that is not EDF', async () => {
    const { code, err } = await telemed('info', path.join(sharedData, 'mitdb/100.hea'));
    expect(code).toBe(1);
    expect(err).toMatch(/not a valid EDF\/BDF file \((version|header):/);
  });

  it('explains a missing file and an unknown command', async () => {
    expect((await telemed('info', '/nonexistent.edf')).err).toMatch(
      /cannot read \/nonexistent.edf \(ENOENT\)/,
    );
    expect((await telemed('frobnicate')).code).toBe(2);
  });
});
