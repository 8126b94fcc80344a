import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The quiet line while all goes well. */
export const saveState = style({ fontSize: vars.font.size.small, margin: 0 });

/** The failure's reason and its buttons, wrapping on narrow screens. */
export const saveFailure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
