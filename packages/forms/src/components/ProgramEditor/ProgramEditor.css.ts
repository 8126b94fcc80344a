import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** A list of editable items (blocks, questions, steps, series), one framed card each. */
export const itemList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

/** An item being dragged over: where the dragged one lands. */
export const dropTarget = style({
  outline: `2px dashed ${vars.color.border.focus}`,
});

/** The item's heading and its actions, wrapping on narrow screens (390 px reflow). */
export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const itemTitle = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });

/** Fields side by side where there is room, stacked on a phone. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.small,
  alignItems: 'end',
});

export const dragHandle = style({
  cursor: 'grab',
  userSelect: 'none',
  paddingInline: vars.space.small,
});
