import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const searchIcon = style({
  flexShrink: 0,
  marginInlineEnd: vars.space.small,
  color: vars.color.text.secondary,
});

export const input = style({
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

export const clear = style({ inlineSize: 28, blockSize: 28 });

// Nothing to clear in an empty field.
globalStyle(`[data-empty] ${clear}`, { visibility: 'hidden' });
