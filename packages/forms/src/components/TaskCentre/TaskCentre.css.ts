import { vars, visuallyHiddenRule } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The top bar's button: its name, then how many tasks are under way. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
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
