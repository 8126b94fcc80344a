import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const questions = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
});
