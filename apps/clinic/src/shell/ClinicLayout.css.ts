import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const topBar = style({
  inlineSize: '100%',
});

export const brand = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.action.primary.background,
  textDecoration: 'none',
});
