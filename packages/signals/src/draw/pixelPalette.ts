import { EVENT_CATEGORIES } from '../events/eventCategories';
import type { EventCategory } from '../events/eventCategories';
import type { ViewerColors } from './drawViewer';
import { EVENT_ALPHA } from './drawEvents';
import { PIXEL_KIND_COUNT, TINT_BITS } from './pixelBackdrop';
import type { PixelPalette } from './pixelBackdrop';

/** The bit of an event colour family in a {@link PixelPalette} tint mask. */
export function tintBit(category: EventCategory): number {
  return 1 << EVENT_CATEGORIES.indexOf(category);
}

/**
 * A 2D context on a canvas `width` × 1 to blend on and read back, off screen (an element canvas
 * where OffscreenCanvas is missing).
 */
function blendingContext(
  width: number,
): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null {
  if (typeof OffscreenCanvas === 'function')
    return new OffscreenCanvas(width, 1).getContext('2d', { willReadFrequently: true });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = 1;
  return canvas.getContext('2d', { willReadFrequently: true });
}

const palettes = new Map<string, PixelPalette>();
/** Palettes kept (themes and their variants in use at once); beyond this the oldest goes. */
const PALETTE_CACHE_SIZE = 8;

/**
 * The backdrop palette of a viewer's colours, blended by the canvas itself (so any CSS colour
 * syntax and the canvas's own rounding apply): every pixel kind drawn over the background, then
 * each combination of event colours at the overlay's opacity over it, in one row read back at
 * once. Kept per set of colours: a theme is blended once.
 */
export function pixelPalette(colors: ViewerColors): PixelPalette {
  const kinds = [colors.background, colors.grid, colors.gridMajor, colors.gap, colors.separator];
  const tints = EVENT_CATEGORIES.map((category) => colors.events[category]);
  const key = [...kinds, ...tints, colors.trace].join('|');
  const known = palettes.get(key);
  if (known) return known;
  const masks = 1 << TINT_BITS;
  const size = PIXEL_KIND_COUNT * masks + 1;
  const ctx = blendingContext(size);
  if (!ctx) throw new Error('no 2D canvas to blend the viewer palette');
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, size, 1);
  kinds.forEach((kind, index) => {
    ctx.fillStyle = kind;
    ctx.fillRect(index * masks, 0, masks, 1);
  });
  ctx.globalAlpha = EVENT_ALPHA;
  for (let cell = 0; cell < PIXEL_KIND_COUNT * masks; cell += 1)
    tints.forEach((tint, bit) => {
      if (!((cell % masks) & (1 << bit))) return;
      ctx.fillStyle = tint;
      ctx.fillRect(cell, 0, 1, 1);
    });
  ctx.globalAlpha = 1;
  ctx.fillStyle = colors.trace;
  ctx.fillRect(size - 1, 0, 1, 1);
  const pixels = new Uint32Array(ctx.getImageData(0, 0, size, 1).data.buffer);
  const palette = { base: pixels.slice(0, size - 1), trace: pixels[size - 1] ?? 0 };
  if (palettes.size >= PALETTE_CACHE_SIZE) palettes.delete(palettes.keys().next().value ?? '');
  palettes.set(key, palette);
  return palette;
}
