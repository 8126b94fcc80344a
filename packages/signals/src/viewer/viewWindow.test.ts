import { describe, expect, it } from 'vitest';
import { centredWindow, panWindow, windowAfterKey, windowAt, zoomWindow } from './viewWindow';

const recording = { start: 0, end: 100_000 };

describe('panWindow', () => {
  it('moves the window and stops at either end of the recording', () => {
    expect(panWindow({ start: 10_000, end: 20_000 }, 2_500, recording)).toEqual({
      start: 12_500,
      end: 22_500,
    });
    expect(panWindow({ start: 10_000, end: 20_000 }, -50_000, recording)).toEqual({
      start: 0,
      end: 10_000,
    });
    expect(panWindow({ start: 85_000, end: 95_000 }, 10_000, recording)).toEqual({
      start: 90_000,
      end: 100_000,
    });
  });
});

describe('centredWindow', () => {
  it('centres the same span on a time, inside the recording', () => {
    expect(centredWindow({ start: 10_000, end: 20_000 }, 50_000, recording)).toEqual({
      start: 45_000,
      end: 55_000,
    });
    expect(centredWindow({ start: 10_000, end: 20_000 }, 98_000, recording)).toEqual({
      start: 90_000,
      end: 100_000,
    });
  });
});

describe('zoomWindow', () => {
  it('keeps the anchor time at the same place on screen', () => {
    // Anchor at a quarter of the window stays at a quarter.
    expect(zoomWindow({ start: 40_000, end: 60_000 }, 0.5, 45_000, recording)).toEqual({
      start: 42_500,
      end: 52_500,
    });
  });

  it('never zooms past one second nor out past the recording', () => {
    expect(zoomWindow({ start: 0, end: 2_000 }, 0.1, 1_000, recording)).toEqual({
      start: 500,
      end: 1_500,
    });
    expect(zoomWindow({ start: 0, end: 60_000 }, 4, 30_000, recording)).toEqual(recording);
  });
});

describe('windowAt', () => {
  it('clamps a window that would end after the recording', () => {
    expect(windowAt(95_000, 10_000, recording)).toEqual({ start: 90_000, end: 100_000 });
  });
});

describe('windowAfterKey', () => {
  const view = { start: 40_000, end: 60_000 };

  it('pans by a quarter with arrows and a whole window with Page keys', () => {
    expect(windowAfterKey('ArrowRight', view, recording)).toEqual({ start: 45_000, end: 65_000 });
    expect(windowAfterKey('PageUp', view, recording)).toEqual({ start: 20_000, end: 40_000 });
  });

  it('zooms around the middle and jumps to the ends', () => {
    expect(windowAfterKey('+', view, recording)).toEqual({ start: 45_000, end: 55_000 });
    expect(windowAfterKey('-', view, recording)).toEqual({ start: 30_000, end: 70_000 });
    expect(windowAfterKey('End', view, recording)).toEqual({ start: 80_000, end: 100_000 });
    expect(windowAfterKey('Home', view, recording)).toEqual({ start: 0, end: 20_000 });
  });

  it('leaves other keys alone', () => {
    expect(windowAfterKey('a', view, recording)).toBeUndefined();
  });
});
