import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** A readable column: registration and confirmation texts are short and read top to bottom. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  maxInlineSize: 720,
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const productName = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.tight,
});

export const legalLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});
