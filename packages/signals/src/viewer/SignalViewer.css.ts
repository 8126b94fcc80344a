import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, skipLinkRule, vars, visuallyHiddenRule } from '@telemed/ui';

export const viewer = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  overflow: 'hidden',
});

export const labels = style({
  display: 'flex',
  flexDirection: 'column',
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

/**
 * A track's label: name, scale and controls stacked.
 * @selector [data-compact] on a track too short for three lines: name and scale share one line
 * (the scale cut with an ellipsis) over the controls
 */
export const trackLabel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  boxSizing: 'border-box',
  overflow: 'hidden',
});

/** The channel's name over its scale; side by side on a compact track. */
export const channelTitle = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    [`${trackLabel}[data-compact] &`]: {
      flexDirection: 'row',
      alignItems: 'baseline',
      gap: vars.space.small,
    },
  },
});

export const channelName = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.medium,
});

export const channelScale = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  selectors: {
    // No width of its own: the line takes the column's width, not the other way round.
    [`${trackLabel}[data-compact] &`]: {
      flexGrow: 1,
      inlineSize: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});

export const trackControls = style({ display: 'flex', gap: vars.space.xsmall });

export const axisSpacer = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  paddingInline: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
});

/**
 * The focusable plotting area.
 * @selector [data-dragging] while a pointer drag pans
 */
export const plot = style({
  position: 'relative',
  cursor: 'grab',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
    '&[data-dragging]': { cursor: 'grabbing' },
  },
});

export const canvas = style({ display: 'block', inlineSize: '100%' });

export const status = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  backgroundColor: vars.color.background.surface,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);

/** The overview strip above the tracks, spanning the plot column. */
export const overview = style({
  position: 'relative',
  gridColumn: '2',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const overviewSpacer = style({
  gridColumn: '1',
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const overviewLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  inlineSize: '100%',
});

/**
 * The current window on the overview: a one-pixel box stretched by its transform (moved by the
 * compositor, no layout per pan), under the d3-brush that takes the pointer.
 */
export const overviewWindow = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '1px',
  transformOrigin: '0 0',
  willChange: 'transform',
  pointerEvents: 'none',
  background: vars.color.border.focus,
  opacity: 0.18,
});

/** The window's two edges on the overview, drawn unstretched. */
export const overviewEdge = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: vars.borderWidth.thick,
  willChange: 'transform',
  pointerEvents: 'none',
  background: vars.color.border.focus,
});

/** d3-brush's own selection only catches the pointer; the marker above shows the window. */
globalStyle(`${overview} .selection`, { fill: 'transparent', stroke: 'none' });

/** The selected event's controls under the tracks. */
export const toolbar = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.small,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

/** The Holter rows view: one plot, rows drawn on one canvas. */
export const rowsViewer = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  overflow: 'hidden',
});

/** Rows keep their paper-speed width; a wider plot leaves room on the right. */
export const rowsCanvas = style({ display: 'block' });

/** A still strip keeps its size (it is drawn to scale) and is never split across pages. */
export const strip = style({ display: 'block', maxInlineSize: 'none', breakInside: 'avoid' });

/** The cursor's vertical line over the tracks; pointer events pass through to the plot. */
export const cursorLine = style({
  position: 'absolute',
  insetBlockStart: 0,
  inlineSize: 0,
  borderInlineStart: `${vars.borderWidth.thin} dashed ${vars.color.text.secondary}`,
  pointerEvents: 'none',
});

/**
 * The values at the cursor, in a corner away from it.
 * @selector [data-side="start"] when the cursor is in the right half: the box sits at the left
 */
export const readout = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xxsmall,
  minInlineSize: '10rem',
  padding: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.elevation.low,
  pointerEvents: 'none',
  selectors: {
    '&[data-side="start"]': { insetInlineEnd: 'auto', insetInlineStart: vars.space.xlarge },
  },
});

export const readoutTime = style({ fontWeight: vars.font.weight.bold });

export const readoutRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const readoutValue = style({ fontVariantNumeric: 'tabular-nums' });

/** The viewer's display controls over its tracks: paper speed, amplitude, zoom and help. */
export const controls = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
  padding: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

// At least 9rem so the choices do not make it jump; wider for "Własne powiększenie" and the like.
export const controlSelect = style({ minInlineSize: '9rem', maxInlineSize: '100%' });

export const shortcutTable = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.font.size.small,
});

export const shortcutCell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const shortcutKeys = style([
  shortcutCell,
  { whiteSpace: 'nowrap', fontFamily: vars.font.family.monospace },
]);

export const screenNote = style({
  marginBlockStart: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

/** The skip past the tracks' controls to the plot: out of sight until focused. */
export const skipToPlot = style({ ...skipLinkRule, zIndex: 2 });
