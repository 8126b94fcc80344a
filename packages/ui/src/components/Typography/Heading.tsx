import type { HTMLAttributes } from 'react';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Typography.css';

/** Props of {@link Heading}. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level (h1-h6); choose by structure, not by looks. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Visual size; defaults to a size that fits the level.
   */
  size?: keyof typeof styles.headingSize;
}

const sizeOfLevel = {
  1: 'xxlarge',
  2: 'xlarge',
  3: 'large',
  4: 'medium',
  5: 'medium',
  6: 'medium',
} as const;

/** A heading whose level (semantics) and size (looks) are chosen separately. */
export function Heading({ level, size = sizeOfLevel[level], className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...props} className={joinClassNames(styles.headingSize[size], className)} />;
}
