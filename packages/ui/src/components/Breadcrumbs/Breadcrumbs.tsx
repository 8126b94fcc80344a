import {
  Breadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './Breadcrumbs.css';

/** One step of {@link Breadcrumbs}. */
export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Omitted on the last item, the current page. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

/**
 * The path to the current page inside a navigation landmark; the last item is the current page
 * (aria-current="page").
 * @selector [data-current] on the last breadcrumb
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation('ui');
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <AriaBreadcrumbs items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            <AriaLink href={item.href} className={styles.link}>
              {item.label}
            </AriaLink>
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
