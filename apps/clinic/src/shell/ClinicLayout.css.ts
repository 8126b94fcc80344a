import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const topBar = style({
  inlineSize: '100%',
  minInlineSize: 0,
});

/** The clinic picker and the account button: the picker gives way on a narrow screen. */
export const tools = style({
  minInlineSize: 0,
});

/** Shrinks with the screen, the clinic's name cut with an ellipsis; never under 6rem. */
export const teamPicker = style({
  flex: '0 1 16rem',
  minInlineSize: '6rem',
});

export const brand = style({
  flexShrink: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.action.primary.background,
  textDecoration: 'none',
});
