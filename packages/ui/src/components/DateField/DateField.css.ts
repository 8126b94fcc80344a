import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dateInput = style({ gap: 0, fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.small,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-focused]': {
      backgroundColor: vars.color.action.primary.background,
      color: vars.color.action.primary.text,
    },
  },
});
