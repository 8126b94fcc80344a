import { describe, expect, it } from 'vitest';
import { PIXEL_KIND, PIXEL_KIND_COUNT, TINT_BITS, paintBackdrop } from './pixelBackdrop';
import type { BackdropPlan, PixelPalette } from './pixelBackdrop';

/** A palette whose pixels spell what they are: kind × 100 + tint mask; the trace is 999. */
const palette: PixelPalette = {
  base: Uint32Array.from({ length: PIXEL_KIND_COUNT << TINT_BITS }, (_, index) => {
    const kind = index >> TINT_BITS;
    const mask = index & ((1 << TINT_BITS) - 1);
    return kind * 100 + mask;
  }),
  trace: 999,
};

function paint(plan: BackdropPlan): number[][] {
  const pixels = new Uint32Array(plan.width * plan.height).fill(12345);
  paintBackdrop(pixels, plan, palette);
  return Array.from({ length: plan.height }, (_, row) => [
    ...pixels.subarray(row * plan.width, (row + 1) * plan.width),
  ]);
}

describe('paintBackdrop', () => {
  it('fills background everywhere, separators at the foot of each track', () => {
    const rows = paint({
      width: 3,
      height: 5,
      tracks: [{ top: 0, bottom: 2, separatorTop: 1 }],
      tints: [],
    });
    expect(rows).toEqual([
      [0, 0, 0],
      [400, 400, 400],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('lays grid rows and columns, the bold ones over the fine ones and gaps over both', () => {
    const columnKinds = Uint8Array.from([
      PIXEL_KIND.background,
      PIXEL_KIND.grid,
      PIXEL_KIND.gridMajor,
      PIXEL_KIND.gap,
    ]);
    const rowKinds = Uint8Array.from([
      PIXEL_KIND.background,
      PIXEL_KIND.grid,
      PIXEL_KIND.gridMajor,
    ]);
    const rows = paint({
      width: 4,
      height: 4,
      tracks: [{ top: 0, bottom: 4, separatorTop: 3, columnKinds, rowKinds }],
      tints: [],
    });
    expect(rows).toEqual([
      [0, 100, 200, 300],
      [100, 100, 200, 300],
      [200, 200, 200, 300],
      [400, 400, 400, 300],
    ]);
  });

  it('tints the columns of events on their band, blending families that overlap', () => {
    const rows = paint({
      width: 4,
      height: 3,
      tracks: [
        { top: 0, bottom: 1, separatorTop: 1 },
        { top: 1, bottom: 2, separatorTop: 2 },
      ],
      tints: [
        // An event on the second track, another family across both tracks.
        { top: 1, bottom: 2, left: 0, right: 2, bit: 1 },
        { top: 0, bottom: 2, left: 1, right: 3, bit: 4 },
      ],
    });
    expect(rows).toEqual([
      [0, 4, 4, 0],
      [1, 5, 4, 0],
      // Under the tracks (the time axis): never tinted.
      [0, 0, 0, 0],
    ]);
  });

  it('draws the trace over everything, clipped to its track above the separator', () => {
    const rows = paint({
      width: 3,
      height: 4,
      tracks: [
        {
          top: 1,
          bottom: 4,
          separatorTop: 3,
          trace: (sink) => {
            sink(0, -5, 1.5);
            sink(1, 2.2, 9);
            sink(7, 1, 2);
          },
        },
      ],
      tints: [{ top: 1, bottom: 4, left: 0, right: 3, bit: 2 }],
    });
    expect(rows).toEqual([
      [0, 0, 0],
      [999, 2, 2],
      [2, 999, 2],
      [402, 402, 402],
    ]);
  });
});
