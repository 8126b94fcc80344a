import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const unit = style({
  paddingInline: vars.space.small,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 32,
  blockSize: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.font.size.large,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.action.ghost.backgroundHover,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
