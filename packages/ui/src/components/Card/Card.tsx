import type { HTMLAttributes } from 'react';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Card.css';

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Element to render; a `section` with `aria-labelledby` pointing at its heading makes a region.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article' | 'li';
  /** @default 'low' */
  elevation?: keyof typeof styles.elevation;
}

/** A bordered surface that groups related content. */
export function Card({ as: Element = 'div', elevation = 'low', className, ...props }: CardProps) {
  return (
    <Element
      {...props}
      className={joinClassNames(styles.card, styles.elevation[elevation], className)}
    />
  );
}
