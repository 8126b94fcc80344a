import type { BoardStatus } from '@telemed/domain';

/** A foreground/background pair that must meet WCAG AA contrast (4.5:1 for text). */
export interface ColorPair {
  background: string;
  text: string;
  /** A stronger accent (borders, icons, column rules) of the same hue. */
  accent: string;
}

/** Every colour a theme assigns; the theme contract mirrors this shape. */
export interface ColorTokens {
  background: { canvas: string; surface: string; sunken: string; raised: string; backdrop: string };
  text: { primary: string; secondary: string; inverse: string; link: string; disabled: string };
  border: { subtle: string; strong: string; focus: string };
  action: {
    primary: { background: string; backgroundHover: string; text: string };
    secondary: { background: string; backgroundHover: string; text: string; border: string };
    danger: { background: string; backgroundHover: string; text: string };
    ghost: { backgroundHover: string; text: string };
  };
  feedback: Record<FeedbackTone, ColorPair>;
  /** One pair per status an examination is shown with (@telemed/domain's). */
  status: Record<BoardStatus, ColorPair>;
}

/** Tones of messages: toasts, alerts, badges. */
export type FeedbackTone = 'success' | 'error' | 'info' | 'warning';

/** Light theme colours. */
export const lightColors: ColorTokens = {
  background: {
    canvas: '#f5f7fa',
    surface: '#ffffff',
    sunken: '#eceff3',
    raised: '#ffffff',
    backdrop: 'rgba(15, 20, 27, 0.55)',
  },
  text: {
    primary: '#18212e',
    secondary: '#4a5567',
    inverse: '#ffffff',
    link: '#0b5cad',
    disabled: '#8a94a3',
  },
  border: { subtle: '#d6dbe2', strong: '#6b7686', focus: '#0b5cad' },
  action: {
    primary: { background: '#0b5cad', backgroundHover: '#084a8c', text: '#ffffff' },
    secondary: {
      background: '#ffffff',
      backgroundHover: '#e8f0fa',
      text: '#0b5cad',
      border: '#0b5cad',
    },
    danger: { background: '#b42318', backgroundHover: '#912018', text: '#ffffff' },
    ghost: { backgroundHover: '#eceff3', text: '#18212e' },
  },
  feedback: {
    success: { background: '#e6f5eb', text: '#14532d', accent: '#1e7b3a' },
    error: { background: '#fdecea', text: '#8a1c12', accent: '#b42318' },
    info: { background: '#e8f0fa', text: '#0b3d75', accent: '#0b5cad' },
    warning: { background: '#fff3dd', text: '#713f00', accent: '#a85a00' },
  },
  status: {
    PENDING: { background: '#eceff3', text: '#364152', accent: '#6b7686' },
    IN_PROGRESS: { background: '#e3eefb', text: '#0b4a8c', accent: '#1f6fd1' },
    FOR_DESCRIPTION: { background: '#fff3dd', text: '#713f00', accent: '#c26a00' },
    DESCRIBED: { background: '#efe8fb', text: '#4b2a91', accent: '#7246c9' },
    FINISHED: { background: '#e6f5eb', text: '#14532d', accent: '#1e7b3a' },
    FAILED: { background: '#fdecea', text: '#8a1c12', accent: '#c8321f' },
    ARCHIVED: { background: '#e8e8ea', text: '#45454d', accent: '#7c7c85' },
  },
};

/** Dark theme colours: light text on deep blue-grey surfaces. */
export const darkColors: ColorTokens = {
  background: {
    canvas: '#0f141b',
    surface: '#171e28',
    sunken: '#0b0f14',
    raised: '#1f2834',
    backdrop: 'rgba(0, 0, 0, 0.65)',
  },
  text: {
    primary: '#e8edf3',
    secondary: '#aab4c2',
    inverse: '#0f141b',
    link: '#8cbcff',
    disabled: '#6b7686',
  },
  border: { subtle: '#2c3644', strong: '#8592a3', focus: '#8cbcff' },
  action: {
    primary: { background: '#8cbcff', backgroundHover: '#b0d0ff', text: '#0b1220' },
    secondary: {
      background: '#171e28',
      backgroundHover: '#22304a',
      text: '#8cbcff',
      border: '#8cbcff',
    },
    danger: { background: '#ff9a8f', backgroundHover: '#ffb8b0', text: '#2a0704' },
    ghost: { backgroundHover: '#1f2834', text: '#e8edf3' },
  },
  feedback: {
    success: { background: '#10291a', text: '#92e3aa', accent: '#4cc06f' },
    error: { background: '#3a1311', text: '#ffb4ab', accent: '#ff7a6b' },
    info: { background: '#0f2540', text: '#a8ccff', accent: '#5c9ef0' },
    warning: { background: '#3a2806', text: '#ffd08a', accent: '#e0a030' },
  },
  status: {
    PENDING: { background: '#242c38', text: '#c9d1dc', accent: '#8592a3' },
    IN_PROGRESS: { background: '#0f2540', text: '#a8ccff', accent: '#5c9ef0' },
    FOR_DESCRIPTION: { background: '#3a2806', text: '#ffd08a', accent: '#e0a030' },
    DESCRIBED: { background: '#2a1a4a', text: '#d4c2ff', accent: '#a283f0' },
    FINISHED: { background: '#10291a', text: '#92e3aa', accent: '#4cc06f' },
    FAILED: { background: '#3a1311', text: '#ffb4ab', accent: '#ff7a6b' },
    ARCHIVED: { background: '#26262b', text: '#c4c4cc', accent: '#8b8b94' },
  },
};
