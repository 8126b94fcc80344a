import { vars } from '@telemed/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const view = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
});

// A section may be narrower than its table, which then scrolls inside it, not the page.
globalStyle(`${view} > *`, { minInlineSize: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const textFilter = style({
  minInlineSize: '14rem',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const inviteForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, max-content))',
  alignItems: 'end',
  gap: vars.space.medium,
});

export const patientForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.medium,
});

export const listToolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
