import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

export const tab = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  marginBlockEnd: -1,
  borderBlockEnd: `${vars.borderWidth.thick} solid transparent`,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': { color: vars.color.text.link, borderBlockEndColor: vars.color.text.link },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
