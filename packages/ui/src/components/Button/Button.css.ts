import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

const { action } = vars.color;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.medium,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: action.primary.background,
        color: action.primary.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: action.primary.backgroundHover,
          },
        },
      },
      secondary: {
        backgroundColor: action.secondary.background,
        color: action.secondary.text,
        borderColor: action.secondary.border,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: action.secondary.backgroundHover,
          },
        },
      },
      danger: {
        backgroundColor: action.danger.background,
        color: action.danger.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: action.danger.backgroundHover,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: action.ghost.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: action.ghost.backgroundHover,
          },
        },
      },
    },
    size: {
      small: { minBlockSize: 32, paddingInline: vars.space.medium, fontSize: vars.font.size.small },
      medium: {
        minBlockSize: 40,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.medium,
      },
      large: { minBlockSize: 48, paddingInline: vars.space.xlarge, fontSize: vars.font.size.large },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

/** Variant props of the button recipe. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// While pending the label keeps its place (no layout jump) and its accessible name, but is
// transparent under the spinner (visibility: hidden would drop it from the accessible name).
export const hiddenLabel = style({
  opacity: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const pendingSpinner = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -50%)',
});
