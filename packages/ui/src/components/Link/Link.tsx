import { Link as AriaLink, composeRenderProps } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Link.css';

/** Props of {@link Link}. */
export interface LinkProps extends AriaLinkProps {
  /**
   * Opens the page in a new tab (with `rel="noopener noreferrer"`), as legal documents do.
   * @default false
   */
  opensInNewTab?: boolean;
}

/**
 * A link. Router-agnostic: client-side navigation works when the app wraps itself in
 * react-aria's `RouterProvider` (`navigate` and `useHref` of its router).
 * @selector [data-hovered], [data-pressed], [data-focus-visible], [data-current], [data-disabled]
 */
export function Link({ opensInNewTab = false, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...(opensInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.link, userClassName),
      )}
    />
  );
}
