import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const code = style({
  fontFamily: vars.font.family.monospace,
  fontSize: vars.font.size.large,
  letterSpacing: '0.2em',
});
