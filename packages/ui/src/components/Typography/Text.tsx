import type { HTMLAttributes } from 'react';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Typography.css';

/** Props of {@link Text}. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * Element to render.
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  /** @default 'medium' */
  size?: keyof typeof styles.textSize;
  /** @default 'primary' */
  tone?: keyof typeof styles.textTone;
  /** @default 'regular' */
  weight?: keyof typeof styles.textWeight;
}

/** Body text in the type scale and the theme's text colours. */
export function Text({
  as: Element = 'p',
  size = 'medium',
  tone = 'primary',
  weight = 'regular',
  className,
  ...props
}: TextProps) {
  return (
    <Element
      {...props}
      className={joinClassNames(
        styles.text,
        styles.textSize[size],
        styles.textTone[tone],
        styles.textWeight[weight],
        className,
      )}
    />
  );
}
