import { BOARD_STATUSES } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT_CONTRAST, AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { darkColors, lightColors } from './palette';
import type { ColorTokens, FeedbackTone } from './palette';

const themes: [string, ColorTokens][] = [
  ['light', lightColors],
  ['dark', darkColors],
];
const feedbackTones: FeedbackTone[] = ['success', 'error', 'info', 'warning'];

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe.each(themes)('the %s theme meets WCAG AA', (_name, colors) => {
  const pageBackgrounds = [
    colors.background.canvas,
    colors.background.surface,
    colors.background.raised,
  ];

  it.each(['primary', 'secondary', 'link'] as const)('text.%s on every page background', (role) => {
    for (const background of pageBackgrounds) {
      expect(contrastRatio(colors.text[role], background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it.each(BOARD_STATUSES)('status %s text on its background', (status) => {
    const { text, background } = colors.status[status];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(feedbackTones)('feedback %s text on its background', (tone) => {
    const { text, background } = colors.feedback[tone];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('button labels on their fills', () => {
    const { primary, secondary, danger, ghost } = colors.action;
    for (const [text, background] of [
      [primary.text, primary.background],
      [primary.text, primary.backgroundHover],
      [secondary.text, secondary.background],
      [secondary.text, secondary.backgroundHover],
      [danger.text, danger.background],
      [danger.text, danger.backgroundHover],
      [ghost.text, ghost.backgroundHover],
      [ghost.text, colors.background.surface],
    ] as const) {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('focus ring and input borders stand out from the page (non-text contrast)', () => {
    for (const background of pageBackgrounds) {
      expect(contrastRatio(colors.border.focus, background)).toBeGreaterThanOrEqual(
        AA_NON_TEXT_CONTRAST,
      );
      expect(contrastRatio(colors.border.strong, background)).toBeGreaterThanOrEqual(
        AA_NON_TEXT_CONTRAST,
      );
    }
  });
});
