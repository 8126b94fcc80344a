import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const textFilter = style({
  minInlineSize: '14rem',
});

export const inviteForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, max-content))',
  alignItems: 'end',
  gap: vars.space.medium,
});

export const listToolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
