import { style } from '@vanilla-extract/css';
import { vars } from '@telemed/ui';

/** Controls in a wrapping row, aligned on their inputs' baseline. */
export const controlRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

/** A panel of stacked parts. */
export const stack = style({ display: 'grid', gap: vars.space.medium });

/** Name/value pairs of statistics in two columns. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const figure = style({ display: 'contents' });

export const figureValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/** A description the analysis wrote (read-only) with a lock after it, in one line. */
export const lockedDescription = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
