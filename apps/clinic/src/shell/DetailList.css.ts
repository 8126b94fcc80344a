import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const detail = style({
  display: 'grid',
  gap: vars.space.xsmall,
});

export const term = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const value = style({
  margin: 0,
  // Long addresses wrap inside their column instead of running into the next one.
  overflowWrap: 'anywhere',
});
