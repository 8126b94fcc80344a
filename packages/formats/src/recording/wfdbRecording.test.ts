import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferSource } from '../byteSource/ByteSource';
import { openEdf } from '../edf/openEdf';
import { writeEdf } from '../edf/writeEdf';
import { parseWfdbHeader } from '../wfdb/parseWfdbHeader';
import { readWfdbAnnotations } from '../wfdb/readWfdbAnnotations';
import { recordingEdfInput } from './recordingToEdf';
import { wfdbRecording } from './wfdbRecording';

const mitdb = path.resolve(import.meta.dirname, '../../../../testdata/mitdb');

describe('wfdbRecording and recordingEdfInput', () => {
  it('write MIT-BIH record 100 as EDF+ with its signals exact and every annotation', async () => {
    const header = parseWfdbHeader(await readFile(path.join(mitdb, '100.hea'), 'latin1'));
    const dat = new Uint8Array(await readFile(path.join(mitdb, '100.dat')));
    const atr = readWfdbAnnotations(new Uint8Array(await readFile(path.join(mitdb, '100.atr'))));
    const recording = wfdbRecording(header, { '100.dat': dat }, atr);
    expect(recording.channels.map((channel) => [channel.label, channel.samplingRate])).toEqual([
      ['MLII', 360],
      ['V5', 360],
    ]);
    expect(recording.durationSeconds).toBeCloseTo(1805.56, 1);

    const edf = await openEdf(bufferSource(writeEdf(recordingEdfInput(recording, false))));
    expect(edf.header.variant).toBe('EDF+C');
    const [mlii] = await edf.readWindow({ start: 0, end: 10, channels: ['MLII'] });
    // 11-bit ADC values at 200 per mV keep their exact physical value in 16 bits.
    mlii?.samples.forEach((value, index) =>
      expect(value).toBeCloseTo(recording.channels[0]?.samples[index] ?? Number.NaN, 6),
    );
    const annotations = await edf.readAnnotations();
    expect(annotations).toHaveLength(atr.length);
    expect(annotations[1]).toMatchObject({ text: 'N' });
  });
});
