import { vars } from './contract.css';

/**
 * The one visible focus indicator, shared by every interactive component. An outline (not a
 * box-shadow) so Windows high-contrast mode keeps it.
 */
export const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.border.focus}`,
  outlineOffset: vars.borderWidth.thick,
} as const;
