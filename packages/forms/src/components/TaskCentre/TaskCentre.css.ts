import { breakpointScale, vars, visuallyHiddenRule } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The top bar's button: its icon and name, then how many tasks are under way. */
export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The button itself: narrow padding, and it never shrinks (the clinic picker gives way). */
export const triggerButton = style({
  flexShrink: 0,
  paddingInline: vars.space.small,
});

/** The button's name: heard always, seen from a tablet's width up (a phone's top bar is full). */
export const triggerLabel = style({
  '@media': {
    [`screen and (max-width: ${breakpointScale.tablet - 0.02}px)`]: visuallyHiddenRule,
  },
});

/** How many tasks are under way: beside the name, or on the icon's corner on a phone. */
export const count = style({
  display: 'inline-flex',
  '@media': {
    [`screen and (max-width: ${breakpointScale.tablet - 0.02}px)`]: {
      position: 'absolute',
      insetBlockStart: `calc(-1 * ${vars.space.small})`,
      insetInlineStart: vars.space.medium,
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const error = style({ margin: 0, color: vars.color.feedback.error.text });

/** The tasks, newest first, each on a card of its own. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

/** What the task does, and when it was asked for. */
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const kind = style({ fontWeight: vars.font.weight.bold });

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/** What a task made: a download, the examination it belongs to. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** The words after the number of tasks under way, for those who hear the button. */
export const visuallyHidden = style(visuallyHiddenRule);
