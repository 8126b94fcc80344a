import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&:not(:last-child)::after': {
      content: '"/"',
      paddingInline: vars.space.small,
      color: vars.color.text.secondary,
    },
  },
});

export const link = style({
  color: vars.color.text.link,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { color: vars.color.text.primary, fontWeight: vars.font.weight.medium },
  },
});
