import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

/** A term and its value: grid cells of the list, in one element for the markup. */
export const row = style({ display: 'contents' });

export const term = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const signature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.medium,
});
