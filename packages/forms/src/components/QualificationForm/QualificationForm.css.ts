import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const stepList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const legend = style({
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space.small,
  padding: 0,
});

export const hint = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  margin: 0,
});

export const figures = style({
  borderCollapse: 'collapse',
  width: '100%',
});

export const figureCell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const summaryTerm = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const summaryValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});
