import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      textDecoration: 'none',
    },
    '&[data-current]': { fontWeight: vars.font.weight.bold, textDecoration: 'none' },
  },
});
