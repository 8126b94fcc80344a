/*
 * The clinic's own parts of the program editor: the restriction's chips. The editor's items,
 * headers and field rows are @telemed/forms' `programEditorStyles`, shared with its components.
 */
import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInlineStart: vars.space.small,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});
