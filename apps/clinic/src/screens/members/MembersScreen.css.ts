import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const view = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const textFilter = style({
  minInlineSize: '14rem',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
