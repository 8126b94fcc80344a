import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing.css';

// A small reset: predictable box sizing, no default margins, media that never overflows.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxInlineSize: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('body', {
  minBlockSize: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.canvas,
  WebkitFontSmoothing: 'antialiased',
});

// Native elements get the same focus ring as the react-aria components (which use data-focus-visible).
globalStyle(':focus-visible', focusRing);
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
// A heading or landmark focused only to be read from (tabindex -1, where navigation lands) takes
// no input, so it draws no ring.
globalStyle(':is(h1, h2, main)[tabindex="-1"]:focus', { outline: 'none' });

// Motion is opt-in for people who asked the system for less of it.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
    },
  },
});
