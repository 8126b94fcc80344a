/** The browser's animation frames, or a test's. */
export interface AnimationFrames {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

/** Batches redraws: marks of what changed gather until the next animation frame runs them once. */
export interface FrameScheduler {
  /** Adds `flags` (bits naming what changed) to the next frame, requesting one if none is. */
  mark(flags: number): void;
  /** Drops the frame requested and its marks (the canvas is going away). */
  cancel(): void;
}

const browserFrames: AnimationFrames = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * One redraw per animation frame however many changes come before it, with flags saying what
 * changed, so the frame redoes only that work (as uPlot's `commit()` batches its redraws; STYLE.md
 * "Signal rendering"). `run` receives the flags marked since the last frame.
 * @example
 * const frames = createFrameScheduler((flags) => draw(flags & RESIZE));
 * frames.mark(RESIZE); frames.mark(SCENE); // one draw, with both flags
 */
export function createFrameScheduler(
  run: (flags: number) => void,
  frames: AnimationFrames = browserFrames,
): FrameScheduler {
  let marked = 0;
  let handle: number | undefined;
  const frame = () => {
    const flags = marked;
    marked = 0;
    handle = undefined;
    run(flags);
  };
  return {
    mark(flags) {
      marked |= flags;
      handle ??= frames.request(frame);
    },
    cancel() {
      if (handle !== undefined) frames.cancel(handle);
      handle = undefined;
      marked = 0;
    },
  };
}
