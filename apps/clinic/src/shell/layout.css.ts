import { vars, visuallyHiddenRule } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The column of public screens (sign-in, register, confirmations): narrow enough to read. */
export const publicPage = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
});

export const publicCard = style({
  inlineSize: '100%',
  maxInlineSize: '28rem',
  padding: vars.space.xxlarge,
});

/** Long reading (legal documents) gets a wider measure than forms. */
export const wideCard = style([publicCard, { maxInlineSize: '48rem' }]);

export const brand = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.action.primary.background,
  marginBlockEnd: vars.space.xlarge,
  textDecoration: 'none',
});

export const heading = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const secondaryText = style({
  color: vars.color.text.secondary,
});

export const link = style({
  color: vars.color.text.link,
});

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style(visuallyHiddenRule);

export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const legend = style({
  fontWeight: vars.font.weight.medium,
  marginBlockEnd: vars.space.small,
  padding: 0,
});
