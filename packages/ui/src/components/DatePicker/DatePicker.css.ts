import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { popover } from '../Popover/Popover.css';

/** The bordered box: the segments and the calendar button. */
export const group = style({
  gap: vars.space.xsmall,
  paddingInlineEnd: vars.space.xxsmall,
});

export const segments = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  whiteSpace: 'pre',
});

export const trigger = style({ inlineSize: 34, blockSize: 34 });

/** The calendar popover: as wide as its content, neither the field's width nor the lists' cap. */
export const pickerPopover = style({
  selectors: {
    [`${popover}&`]: {
      minInlineSize: 'auto',
      maxInlineSize: 'min(96vw, 720px)',
      padding: vars.space.medium,
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  outline: 'none',
});
