import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { checkSlot } from '../Popover/Popover.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.small,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { backgroundColor: vars.color.background.sunken },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.secondary } },
});

// The trigger shows the chosen option's content without the list's check mark column.
globalStyle(`${value} ${checkSlot}`, { display: 'none' });
