import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** One question: its prompt as the legend, its fields in a row that wraps. */
export const question = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
