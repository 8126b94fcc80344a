import { useState } from 'react';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Avatar.css';
import { initials } from './initials';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** Picture address (`user.avatar`); initials show when it is missing or fails to load. */
  src?: string | null;
  /** @default 'medium' */
  size?: keyof typeof styles.size;
  /**
   * Hide from assistive technology when the name is already written beside the avatar.
   * @default false
   */
  isDecorative?: boolean;
}

/**
 * A person's picture, or their initials on a tinted circle.
 * @selector [data-fallback] when initials are shown
 */
export function Avatar({ name, src, size = 'medium', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const className = joinClassNames(styles.avatar, styles.size[size]);
  if (showImage && src) {
    return (
      <span className={className}>
        <img
          src={src}
          alt={isDecorative ? '' : name}
          className={styles.image}
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span
      className={className}
      data-fallback
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initials(name)}
    </span>
  );
}
