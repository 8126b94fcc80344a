import { vars } from './contract.css';
import { focusRing } from './focusRing.css';

/**
 * A skip link (WCAG 2.4.1 bypass blocks): out of sight above its positioned container until it
 * has focus, then shown at the container's top corner. A plain rule, so each use adds its layer.
 */
export const skipLinkRule = {
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.action.primary.background,
  color: vars.color.action.primary.text,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
} as const;
