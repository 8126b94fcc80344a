import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

// Row and cell focus rings sit inside the element: the scroll container would clip them outside.
const insetFocusRing = { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` };

/** The scroll container; the header sticks to its top while the rows scroll. */
export const container = style({
  position: 'relative',
  overflow: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.small,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRing },
});

export const header = style({});

export const column = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text.primary },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The sort arrow: faint while the column is not the sorted one, turned up when ascending. */
export const sortIndicator = style({
  display: 'inline-flex',
  opacity: 0.35,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${column}[data-sort-direction] &`]: { opacity: 1 },
    [`${column}[data-sort-direction="ascending"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const selectionColumn = style({ inlineSize: 48 });

// A checkbox without a label has its baseline at its bottom edge; centre it in the row instead.
export const selectionCheckbox = style({ verticalAlign: 'middle' });

export const body = style({});

export const row = style({
  outline: 'none',
  backgroundColor: vars.color.background.surface,
  selectors: {
    '&[data-link], &[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.action.ghost.backgroundHover },
    '&[data-selected]': { backgroundColor: vars.color.feedback.info.background },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default' },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const cell = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    [`${row}:last-child > &`]: { borderBlockEnd: 'none' },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const empty = style({
  display: 'block',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.medium,
});

export const loadingRows = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
});

export const loadingRow = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  paddingBlock: vars.space.small,
});
