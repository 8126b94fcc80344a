import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The dialog's body: the choices, then where the export stands, one under another. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** The resampling switch with its rate beside it. */
export const resampling = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
});

/** 'Interpolation makes the export much longer.' */
export const warning = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.feedback.warning.text,
});

export const hint = style({ margin: 0 });

export const error = style({ margin: 0, color: vars.color.feedback.error.text });

/** Download and Copy link of a finished export. */
export const done = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
