import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const view = style({
  display: 'grid',
  // minmax(0, …): the list's table and the board scroll in their frames, never widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minInlineSize: 0,
});

/** The view switch on the start, the add button on the end. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** A filter's caption above its trigger, as field labels sit. */
export const filterField = style({
  display: 'grid',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

/** Wide enough for the placeholder in every language ("Szukaj po nazwisku lub e-mailu"). */
export const patientSearch = style({
  minInlineSize: '20rem',
});

export const chosenPatient = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const switchField = style({
  paddingBlockEnd: vars.space.small,
});

export const physicianCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  whiteSpace: 'nowrap',
});

export const secondaryText = style({
  color: vars.color.text.secondary,
});

export const pager = style({
  justifySelf: 'center',
});

/** Wide boards scroll sideways inside the page instead of widening it. */
export const boardScroller = style({
  overflowX: 'auto',
  paddingBlockEnd: vars.space.small,
});

export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  selectors: {
    '&[data-archived]': { opacity: 0.6 },
  },
});

export const cardTitle = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.link,
});

export const cardLine = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const cardFooter = style({
  display: 'flex',
  justifyContent: 'flex-start',
  paddingBlockStart: vars.space.xsmall,
});
