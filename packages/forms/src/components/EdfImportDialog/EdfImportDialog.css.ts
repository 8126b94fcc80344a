import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The dialog's body: the drop zone, the findings, the progress, one under another. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/**
 * Where a file is dropped; highlighted while one is dragged over it.
 * @selector [data-drop-target] while a file is dragged over it
 */
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `${vars.borderWidth.thick} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.sunken,
  textAlign: 'center',
  // Not dimmed while disabled: its text would lose contrast; the picker's button shows it.
  selectors: { '&[data-drop-target]': { borderColor: vars.color.border.focus } },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

/** The check's findings: errors and warnings about the chosen file. */
export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.font.size.small,
});

export const error = style({ color: vars.color.feedback.error.text });

export const progress = style({
  inlineSize: '100%',
  accentColor: vars.color.action.primary.background,
});
