import { afterAll, describe, expect, it } from 'vitest';
import { bufferSource, openEdf } from '@telemed/formats';
import { DemoRecordingBuilder, DemoRecordingsClosed } from '../../src/seed/demoRecordingBuilder';
import { planDemoRecording } from '../../src/seed/demoRecordings';
import type { DemoExaminationInput } from '../../src/services/demoRecordingSource';

const builder = new DemoRecordingBuilder();
afterAll(() => builder.close());

const night: DemoExaminationInput = {
  id: '5d0c8a52-6f0e-4e7e-9d11-3b1f4f6c2a90',
  type: 'sleep_apnea',
  description: '',
  startDate: new Date('2026-11-20T22:00:00Z'),
  durationMs: 8 * 3600_000,
};

describe('DemoRecordingBuilder', () => {
  it('builds the same recording as the plan, as an EDF file, off the server thread', async () => {
    const building = builder.build(night);
    // A timer set after the call runs before the build ends: the thread was never blocked.
    const timer = new Promise<'timer'>((resolve) => setTimeout(() => resolve('timer'), 0));
    expect(await Promise.race([building, timer])).toBe('timer');

    const built = await building;
    const plan = planDemoRecording(night);
    expect(built.fileName).toBe(plan.fileName);
    expect(built.events).toEqual(plan.events);
    const { header } = await openEdf(bufferSource(built.edf));
    expect(header.signals.map((signal) => signal.label)).toEqual([
      ...plan.edf.signals.map((signal) => signal.label),
      'EDF Annotations',
    ]);
    expect(header.dataRecords * header.recordDurationSeconds).toBe(8 * 3600);
  });

  it('queues builds and answers each with its own recording', async () => {
    const covid = { ...night, id: '9a4f2b1e-2c3d-4e5f-8a6b-7c8d9e0f1a2b', type: 'covid' as const };
    const [first, second] = await Promise.all([builder.build(night), builder.build(covid)]);
    expect(first.fileName).toBe(planDemoRecording(night).fileName);
    expect(second.fileName).toBe(planDemoRecording(covid).fileName);
  });

  it('rejects a build the thread cannot make, and keeps building', async () => {
    const unknown = { ...night, type: 'unknown' as DemoExaminationInput['type'] };
    await expect(builder.build(unknown)).rejects.toThrow(/^demo recording failed: /);
    await expect(builder.build(night)).resolves.toMatchObject({ events: expect.any(Array) });
  });

  it('stops at once when closed: the build under way and later ones fail as closed', async () => {
    const closing = new DemoRecordingBuilder();
    const building = closing.build({ ...night, type: 'holter_ecg', durationMs: 24 * 3600_000 });
    const failed = expect(building).rejects.toBeInstanceOf(DemoRecordingsClosed);
    await closing.close();
    await failed;
    await expect(closing.build(night)).rejects.toBeInstanceOf(DemoRecordingsClosed);
  });
});

describe('planDemoRecording', () => {
  it('gives a sleep study the severity its description names, whatever its seed', () => {
    // Three hours of many seeds: a night referred for moderate apnoea always has its events.
    const apneas = (id: string, description: string) =>
      planDemoRecording({ ...night, id, description, durationMs: 3 * 3600_000 }).events.filter(
        (event) => event.type.startsWith('APNEA') || event.type === 'HYPOPNEA',
      ).length;
    for (const id of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'a7', 'b8'])
      expect(apneas(`${id}-seed`, 'Referral: moderate sleep apnoea')).toBeGreaterThan(15);
  });
});
