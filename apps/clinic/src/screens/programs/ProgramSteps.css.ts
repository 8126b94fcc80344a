import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingInlineStart: vars.space.large,
  margin: 0,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const stepHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

export const series = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
  margin: 0,
});
