import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const sections = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxInlineSize: '40rem',
});
