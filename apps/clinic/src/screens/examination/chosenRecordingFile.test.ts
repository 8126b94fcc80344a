import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bufferSource, openEdf } from '@telemed/formats';
import { describe, expect, it } from 'vitest';
import { chosenRecordingFile } from './chosenRecordingFile';

const mitdb = path.resolve(import.meta.dirname, '../../../../../testdata/mitdb');
const chosen = async (name: string, as = name) =>
  new File([await readFile(path.join(mitdb, name))], as);

describe('chosenRecordingFile', () => {
  it('converts a WFDB record (header, signal file, annotations) to one EDF+ file', async () => {
    const files = await Promise.all(['100.hea', '100.dat', '100.atr'].map((name) => chosen(name)));
    const { file, problems } = await chosenRecordingFile(files);
    expect(problems).toEqual([]);
    expect(file?.name).toBe('100.edf');
    const edf = await openEdf(bufferSource(new Uint8Array(await (file as File).arrayBuffer())));
    expect(edf.header.variant).toBe('EDF+C');
    expect(edf.header.signals.map((signal) => signal.label.trim())).toEqual([
      'MLII',
      'V5',
      'EDF Annotations',
    ]);
    // Every reference annotation of the record (its beats and rhythm) is a TAL of the file.
    expect((await edf.readAnnotations()).length).toBeGreaterThan(2270);
  });

  it('says which signal file a record lacks, and refuses an unreadable header', async () => {
    expect(await chosenRecordingFile([await chosen('100.hea')])).toEqual({
      file: null,
      problems: [{ code: 'wfdb-signal-file-missing', severity: 'error', fileName: '100.dat' }],
    });
    const garbage = new File(['not a header at all\n'], 'x.hea');
    expect((await chosenRecordingFile([garbage])).problems).toEqual([
      { code: 'wfdb-unreadable', severity: 'error' },
    ]);
  });

  it('sends one EDF file as it is, and refuses several files that are no record', async () => {
    const edf = new File([new Uint8Array(256)], 'night.edf');
    expect(await chosenRecordingFile([edf])).toEqual({ file: edf, problems: [] });
    const notes = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
    expect(await chosenRecordingFile(notes)).toEqual({
      file: null,
      problems: [{ code: 'not-edf', severity: 'error' }],
    });
  });
});
