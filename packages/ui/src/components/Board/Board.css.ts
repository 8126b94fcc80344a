import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

/** The columns side by side; the board scrolls sideways when they do not fit. */
export const board = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.large,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.small,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: '0 0 auto',
  // Wide enough for a patient's full name and an examination type on one line each.
  inlineSize: 288,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.sunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingInline: vars.space.xsmall,
  paddingBlockStart: vars.space.xsmall,
});

export const columnTitle = style({ margin: 0, overflowWrap: 'anywhere' });

export const count = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});

/**
 * A column's cards, stacked with a gap; a long column's are placed by the Virtualizer's list
 * layout instead (the same gap and padding), in a column that scrolls on its own.
 */
export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  // An empty column still offers a place to drop.
  minBlockSize: 72,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': {
      outline: `${vars.borderWidth.thick} dashed ${vars.color.border.focus}`,
      outlineOffset: 0,
      backgroundColor: vars.color.action.secondary.backgroundHover,
    },
  },
});

/** A long column's list: its own scroll, the cards placed by the list layout. */
export const longCardList = style({
  display: 'block',
  position: 'relative',
  overflow: 'auto',
  maxBlockSize: 'max(24rem, calc(100vh - 16rem))',
  padding: 0,
});

// The list's scroll would clip a ring drawn outside a card's row at the column's sides.
globalStyle(`${longCardList} [role="row"][data-focus-visible]`, {
  outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: 64,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});

/** The grid row: carries focus and the dragging state; the card inside draws the surface. */
export const cardRow = style({
  borderRadius: vars.radius.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const card = style({
  selectors: {
    [`${cardRow} &`]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      gap: vars.space.small,
      padding: vars.space.medium,
    },
    [`${cardRow}[data-allows-dragging]:not([data-drag-disabled]) &`]: { cursor: 'grab' },
    [`${cardRow}[data-drag-disabled] &`]: {
      backgroundColor: vars.color.background.sunken,
      borderStyle: 'dashed',
    },
  },
});

export const cardContent = style({ flex: 1, minInlineSize: 0 });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // 24 px is the smallest target size WCAG 2.2 (2.5.8) accepts.
  inlineSize: 24,
  blockSize: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    // A card that may not be dragged keeps the handle's place, so its content lines up with the
    // others, but shows no handle.
    '&[data-disabled]': { visibility: 'hidden' },
  },
});

/** The line between two cards where a dragged card would land. */
export const dropIndicator = style({
  blockSize: 0,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  outline: 'none',
  selectors: {
    // An outline takes no room, so the cards do not shift while a card is dragged over them.
    '&[data-drop-target]': { outline: `${vars.borderWidth.thin} solid ${vars.color.border.focus}` },
  },
});

// In a long column the list layout gives the line its own place and thickness in the gap.
globalStyle(`${longCardList} ${dropIndicator}`, { marginBlock: 0 });
