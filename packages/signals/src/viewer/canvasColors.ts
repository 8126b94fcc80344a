import { vars } from '@telemed/ui';
import type { ViewerColors } from '../draw/drawViewer';

/** The value of a theme token (`var(--name)`) in the computed `style` of an element. */
function tokenValue(style: CSSStyleDeclaration, token: string): string {
  const name = /^var\((--[^),]+)/.exec(token)?.[1];
  if (!name) return token;
  return style.getPropertyValue(name).trim();
}

/**
 * The viewer's canvas colours from the design tokens in force at `element`, so the light and dark
 * themes reach the canvas, which cannot read CSS variables itself.
 */
export function canvasColors(element: Element): ViewerColors {
  const style = getComputedStyle(element);
  const color = (token: string) => tokenValue(style, token);
  return {
    background: color(vars.color.background.surface),
    trace: color(vars.color.text.primary),
    grid: color(vars.color.background.sunken),
    gridMajor: color(vars.color.border.subtle),
    gap: color(vars.color.feedback.warning.background),
    axisText: color(vars.color.text.secondary),
    separator: color(vars.color.border.subtle),
    font: `12px ${tokenValue(style, vars.font.family.body)}`,
    events: {
      respiratory: color(vars.color.feedback.info.accent),
      saturation: color(vars.color.feedback.warning.accent),
      cardiac: color(vars.color.feedback.error.accent),
      artifact: color(vars.color.status.ARCHIVED.accent),
      marker: color(vars.color.status.DESCRIBED.accent),
    },
    selection: color(vars.color.border.focus),
    beatNormal: color(vars.color.text.secondary),
    beatEctopic: color(vars.color.feedback.error.accent),
  };
}
