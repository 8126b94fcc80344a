import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 36,
  blockSize: 36,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.action.ghost.backgroundHover,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
