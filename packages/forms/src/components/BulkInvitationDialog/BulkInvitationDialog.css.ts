import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The dialog's body: the addresses, the role, then where the invitations stand. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const count = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const error = style({ margin: 0, color: vars.color.feedback.error.text });

/** How each address went, one per line. */
export const results = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  maxBlockSize: '16rem',
  overflowY: 'auto',
});

/** An address that was not invited (a member, already invited, failed). */
export const notInvited = style({ color: vars.color.text.secondary });

export const failedResult = style({ color: vars.color.feedback.error.text });
