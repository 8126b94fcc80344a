import type { SpanSink } from './rasterTrace';

/**
 * What a backdrop pixel shows before events tint it; indexes the palette's rows.
 * `gridMajor` wins over `grid`, and a gap (no data) over both.
 */
export const PIXEL_KIND = { background: 0, grid: 1, gridMajor: 2, gap: 3, separator: 4 } as const;
/** Number of {@link PIXEL_KIND}s. */
export const PIXEL_KIND_COUNT = Object.keys(PIXEL_KIND).length;
/** Event colour families a pixel can be tinted by at once (bits of the tint mask). */
export const TINT_BITS = 5;

/**
 * Colours of the backdrop as packed pixels (the byte order of the `ImageData` they are written
 * to): `base[kind << TINT_BITS | mask]` is a pixel of that kind under the event colours whose
 * bits are set in `mask`, already blended.
 */
export interface PixelPalette {
  base: Uint32Array;
  trace: number;
}

/** One track of the backdrop, in device pixels. */
export interface BackdropTrack {
  /** First row of the track. */
  top: number;
  /** Row after the last one of the track. */
  bottom: number;
  /** First row of the separator line at the track's foot (up to `bottom`). */
  separatorTop: number;
  /** Per column: {@link PIXEL_KIND} background, grid, gridMajor or gap. */
  columnKinds?: Uint8Array;
  /** Per row from `top`: {@link PIXEL_KIND} background, grid or gridMajor. */
  rowKinds?: Uint8Array;
  /** Emits the trace's vertical runs (see `rasterSegment`); drawn over the rest, clipped to the track. */
  trace?(sink: SpanSink): void;
}

/** An event's translucent fill over a band of rows and a range of columns, device pixels. */
export interface BackdropTint {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Bit of the event's colour family in the palette's masks. */
  bit: number;
}

/** Everything {@link paintBackdrop} draws into a frame of `width` × `height` device pixels. */
export interface BackdropPlan {
  width: number;
  height: number;
  tracks: readonly BackdropTrack[];
  tints: readonly BackdropTint[];
}

/** Rows of a band and the tint mask of each of its columns. */
interface BandMask {
  top: number;
  bottom: number;
  mask: Uint8Array;
}

function bandMasks(plan: BackdropPlan): BandMask[] {
  // Keyed by top and bottom row as one number: a string key per tint would cost an allocation
  // for each of a night's 10,000 events.
  const bands = new Map<number, BandMask>();
  for (const tint of plan.tints) {
    const key = tint.top * (plan.height + 1) + tint.bottom;
    let band = bands.get(key);
    if (!band)
      bands.set(
        key,
        (band = { top: tint.top, bottom: tint.bottom, mask: new Uint8Array(plan.width) }),
      );
    const left = Math.max(0, tint.left);
    const right = Math.min(plan.width, tint.right);
    for (let column = left; column < right; column += 1)
      band.mask[column] = (band.mask[column] ?? 0) | tint.bit;
  }
  return [...bands.values()];
}

/** The mask of the rows [top, bottom): the bands covering them, ORed; undefined when none. */
function combinedMask(bands: readonly BandMask[], top: number, bottom: number, width: number) {
  const covering = bands.filter((band) => band.top <= top && band.bottom >= bottom);
  if (covering.length <= 1) return covering[0]?.mask;
  const mask = new Uint8Array(width);
  for (const band of covering)
    for (let column = 0; column < width; column += 1)
      mask[column] = (mask[column] ?? 0) | (band.mask[column] ?? 0);
  return mask;
}

/** Row templates of one frame, by column kinds, tint mask and row kind (shared across tracks). */
class RowTemplates {
  private readonly byColumns = new Map<
    Uint8Array | undefined,
    Map<Uint8Array | undefined, Map<number, Uint32Array>>
  >();

  constructor(
    private readonly width: number,
    private readonly palette: PixelPalette,
  ) {}

  get(rowKind: number, columnKinds: Uint8Array | undefined, mask: Uint8Array | undefined) {
    let byMask = this.byColumns.get(columnKinds);
    if (!byMask) this.byColumns.set(columnKinds, (byMask = new Map()));
    let byKind = byMask.get(mask);
    if (!byKind) byMask.set(mask, (byKind = new Map()));
    let template = byKind.get(rowKind);
    if (!template) byKind.set(rowKind, (template = this.compose(rowKind, columnKinds, mask)));
    return template;
  }

  private compose(
    rowKind: number,
    columnKinds: Uint8Array | undefined,
    mask: Uint8Array | undefined,
  ) {
    const { width, palette } = this;
    const template = new Uint32Array(width);
    if (!columnKinds) {
      const base = rowKind << TINT_BITS;
      if (mask)
        for (let column = 0; column < width; column += 1)
          template[column] = palette.base[base | (mask[column] ?? 0)] ?? 0;
      else template.fill(palette.base[base] ?? 0);
      return template;
    }
    for (let column = 0; column < width; column += 1) {
      const columnKind = columnKinds[column] ?? PIXEL_KIND.background;
      const kind =
        columnKind === PIXEL_KIND.gap
          ? columnKind
          : rowKind === PIXEL_KIND.separator
            ? rowKind
            : Math.max(rowKind, columnKind);
      template[column] = palette.base[(kind << TINT_BITS) | (mask?.[column] ?? 0)] ?? 0;
    }
    return template;
  }
}

/**
 * Paints the backdrop of a viewer frame straight into its pixels: background, the ECG paper grid,
 * shaded gaps, the events' translucent fills, the separators under the tracks, then the traces one
 * pixel wide on top. Each distinct row is composed once and copied to the rows like it, and a
 * trace costs one write per pixel it covers, so a frame costs about a copy of the canvas whatever
 * the span or the number of events — where the canvas's own rasteriser, without a GPU, spent
 * 10-20 ms on the paths of eight dense traces and their event boxes (`viewer.frame` benchmark).
 * Tracks come top to bottom and do not overlap; rows outside them are background.
 */
export function paintBackdrop(
  pixels: Uint32Array,
  plan: BackdropPlan,
  palette: PixelPalette,
): void {
  const { width, height } = plan;
  const background = palette.base[PIXEL_KIND.background << TINT_BITS] ?? 0;
  const templates = new RowTemplates(width, palette);
  const bands = bandMasks(plan);
  const edges = new Set<number>();
  for (const band of bands) edges.add(band.top).add(band.bottom);
  let painted = 0;
  for (const track of plan.tracks) {
    const top = Math.max(painted, track.top);
    const bottom = Math.min(height, track.bottom);
    pixels.fill(background, painted * width, top * width);
    const cuts = [...edges].filter((edge) => edge > top && edge < bottom).sort((a, b) => a - b);
    let from = top;
    for (const to of [...cuts, bottom]) {
      const mask = combinedMask(bands, from, to, width);
      // The rows between two cuts differ only by their kind: one template lookup per kind.
      const byKind: (Uint32Array | undefined)[] = [];
      for (let row = from; row < to; row += 1) {
        const rowKind =
          row >= track.separatorTop
            ? PIXEL_KIND.separator
            : (track.rowKinds?.[row - track.top] ?? PIXEL_KIND.background);
        const template = (byKind[rowKind] ??= templates.get(rowKind, track.columnKinds, mask));
        pixels.set(template, row * width);
      }
      from = to;
    }
    painted = Math.max(painted, bottom);
    if (track.trace)
      paintTrace(pixels, width, palette.trace, track, Math.min(height, track.separatorTop));
  }
  pixels.fill(background, painted * width, height * width);
}

function paintTrace(
  pixels: Uint32Array,
  width: number,
  color: number,
  track: BackdropTrack,
  end: number,
) {
  const first = Math.max(0, track.top);
  track.trace?.((column, top, bottom) => {
    if (column < 0 || column >= width) return;
    const from = Math.max(first, Math.floor(top));
    const to = Math.min(end - 1, Math.floor(bottom));
    for (let index = from * width + column; index <= to * width + column; index += width)
      pixels[index] = color;
  });
}
