import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { visuallyHidden } from '../Field/Field.css';
import * as styles from './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * Shape: one line of text, a block (an image, a card) or a circle (an avatar).
   * @default 'text'
   */
  variant?: keyof typeof styles.variant;
  /**
   * Width, in pixels or any CSS length.
   * @default '100%' for text and rect, 40 for circle
   */
  inlineSize?: number | string;
  /**
   * Height, in pixels or any CSS length.
   * @default one line for text, 80 for rect, the width for circle
   */
  blockSize?: number | string;
  className?: string;
}

/**
 * A shimmering placeholder in the shape of content still loading. Hidden from assistive
 * technology; wrap skeletons in a {@link SkeletonGroup}, which announces "Loading…" once.
 * The shimmer stops for people who prefer reduced motion.
 * @selector [data-variant]
 */
export function Skeleton({ variant = 'text', inlineSize, blockSize, className }: SkeletonProps) {
  const size: CSSProperties =
    variant === 'circle'
      ? { inlineSize: inlineSize ?? 40, blockSize: blockSize ?? inlineSize ?? 40 }
      : {
          inlineSize: inlineSize ?? '100%',
          blockSize: blockSize ?? (variant === 'rect' ? 80 : undefined),
        };
  return (
    <span
      aria-hidden="true"
      data-variant={variant}
      className={joinClassNames(styles.skeleton, styles.variant[variant], className)}
      style={size}
    />
  );
}

/** Props of {@link SkeletonGroup}. */
export interface SkeletonGroupProps {
  /** The skeletons. */
  children: ReactNode;
  /** The status read by screen readers; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

/**
 * Skeletons standing in for one piece of content, with a single visually hidden loading status
 * (role status) so screen readers hear "Loading…" once rather than once per placeholder.
 */
export function SkeletonGroup({ children, label, className }: SkeletonGroupProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={joinClassNames(styles.group, className)} data-loading="true">
      <span role="status" className={visuallyHidden}>
        {label ?? t('common.loading')}
      </span>
      {children}
    </div>
  );
}
