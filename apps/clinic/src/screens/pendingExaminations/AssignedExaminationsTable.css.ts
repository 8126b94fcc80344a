import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'stretch',
});
