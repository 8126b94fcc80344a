import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The modal's fields, one column. */
export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
});

/** Patient and type side by side where there is room. */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});

export const questionnaire = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const questionnaireTitle = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

/** Footer: Import on the start side, Close and Save on the end side. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
});

export const importGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineEnd: 'auto',
});
