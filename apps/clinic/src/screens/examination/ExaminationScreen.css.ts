import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/**
 * A column of stacked parts as wide as the page allows: `minmax(0, 1fr)` keeps a wide table or
 * plot inside its own scrolling frame instead of widening the page (WCAG 1.4.10 reflow).
 */
const column = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minInlineSize: 0,
} as const;

export const screen = style({ ...column, gap: vars.space.large });

export const review = style({ ...column, gap: vars.space.medium });

/** A Holter's signals or rows display, as the panel of its tab: as narrow as the page allows. */
export const display = style({ minInlineSize: 0 });

export const preparing = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });

/** What the examination is on the start, its actions on the end. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const saveState = style({ fontSize: vars.font.size.small, margin: 0 });

export const saveFailure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const panels = style({ ...column, gap: vars.space.medium });

export const panel = style({ ...column, gap: vars.space.medium });

/** Name/value pairs in two columns. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const figure = style({ display: 'contents' });

export const figureValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const hotkeys = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.medium,
});

export const hotkeyField = style({ maxInlineSize: '16rem' });

export const respiratory = style({ ...column, gap: vars.space.large });

/** The body position chart: as wide as the panel, its text in the interface font. */
export const positionChart = style({
  inlineSize: '100%',
  maxInlineSize: 960,
  blockSize: 'auto',
});

export const chartLabel = style({
  fill: vars.color.text.secondary,
  fontSize: 12,
});

export const chartGrid = style({
  stroke: vars.color.border.subtle,
  strokeWidth: 1,
});

export const chartBar = style({
  fill: vars.color.action.primary.background,
});

export const report = style({
  display: 'grid',
  gap: vars.space.medium,
  maxInlineSize: '60rem',
  minInlineSize: 0,
});

/** A button beside a labelled field, lined up with the field's input rather than its label. */
export const alignedWithField = style({
  alignSelf: 'flex-end',
});

/** A panel's own heading, at the size of the page's section headings. */
export const heading = style({ fontSize: vars.font.size.medium, margin: 0 });

/** A paragraph of explanation in a panel, at reading width. */
export const intro = style({ margin: 0, maxInlineSize: '60rem' });

/** The examination without a recording: what it lacks and how to give it one. */
export const noRecording = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  maxInlineSize: '60ch',
});

export const noRecordingHeading = style({
  margin: 0,
  fontSize: vars.font.size.large,
});

/** The examination's clinical context under its header: facts in a row, the rest folded. */
export const context = style({
  display: 'grid',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const contextHeading = style({
  fontSize: vars.font.size.medium,
  margin: 0,
});

export const contextSubheading = style({
  fontSize: vars.font.size.small,
  margin: 0,
});

export const contextFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const contextFact = style({ display: 'grid', gap: vars.space.xsmall });

export const contextTerm = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const contextValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const contextMore = style({ minInlineSize: 0 });

export const contextSummary = style({
  cursor: 'pointer',
  inlineSize: 'fit-content',
  paddingBlock: vars.space.xsmall,
});

export const contextBody = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.small,
});

export const contextForm = style({ maxInlineSize: '40rem' });

/** The header: what the examination is and its actions, then its clinical context. */
export const header = style({ display: 'grid', gap: vars.space.medium, minInlineSize: 0 });
