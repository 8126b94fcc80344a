import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { sprinkles } from '../theme/sprinkles.css';
import type { Sprinkles } from '../theme/sprinkles.css';
import { joinClassNames } from './joinClassNames';

/** Props of {@link Box}: every sprinkle plus ordinary HTML attributes. */
export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    /**
     * The element to render, so the box carries the right semantics (`section`, `nav`, `ul`...).
     * @default 'div'
     */
    as?: ElementType;
    children?: ReactNode;
  };

/** The layout primitive: an element whose spacing, flex and surface come from sprinkles. */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return <Element className={joinClassNames(sprinkles(atoms as Sprinkles), className)} {...rest} />;
}
