import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'grid', gap: vars.space.large, minInlineSize: 0 });

/** Links and the print button: screen only. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  '@media': { print: { display: 'none' } },
});

export const sheet = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
  '@media': { print: { gap: vars.space.medium } },
});

/** A section of the report keeps its heading with its first lines on paper. */
export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  minInlineSize: 0,
  breakInside: 'avoid-page',
});

export const heading = style({ margin: 0, breakAfter: 'avoid-page' });

export const description = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const charts = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
});

/** One event's strip with its caption, never split across pages. */
export const strip = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  breakInside: 'avoid',
  overflowX: 'auto',
});

/** The PDF report's actions and the history of sendings: screen only. */
export const pdfPanel = style({
  display: 'grid',
  gap: vars.space.medium,
  minInlineSize: 0,
  '@media': { print: { display: 'none' } },
});

export const toolbarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
});
