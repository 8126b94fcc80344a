import { style } from '@vanilla-extract/css';

/** Wide enough for HH:mm, not the whole row. */
export const input = style({ inlineSize: 'auto', minInlineSize: '6.5em' });
