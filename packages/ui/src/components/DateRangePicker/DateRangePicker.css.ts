import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The start and end segments with the dash between them. */
export const ends = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  flex: 1,
  minInlineSize: 0,
  columnGap: vars.space.small,
});

export const end = style({ display: 'flex', alignItems: 'center', whiteSpace: 'pre' });

export const dash = style({ color: vars.color.text.secondary });

/** Presets beside the calendar; under it on narrow screens. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const presets = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  minInlineSize: 140,
  paddingInlineEnd: vars.space.medium,
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const preset = style({ justifyContent: 'flex-start' });

export const calendarColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const times = style({
  display: 'flex',
  gap: vars.space.medium,
});

/** The draft's error on the start side, Cancel and Save on the end side. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const problem = style({
  flex: 1,
  minInlineSize: '12em',
  fontSize: vars.font.size.small,
  color: vars.color.feedback.error.text,
});
