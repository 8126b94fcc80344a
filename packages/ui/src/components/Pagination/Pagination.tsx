import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { Icon } from '../Icon/Icon';
import * as styles from './Pagination.css';
import { PAGINATION_DEFAULT_PAGE_SIZE, pageCountOf, paginationItems } from './paginationItems';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The number of items across all pages. */
  total: number;
  /**
   * Items per page. The examinations list passes 10 (platform-core §9).
   * @default PAGINATION_DEFAULT_PAGE_SIZE (7)
   */
  pageSize?: number;
  /** The current page, counted from 1. */
  page: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark; defaults to the translated "Pagination". */
  'aria-label'?: string;
  className?: string;
}

/**
 * A pager: previous and next buttons around page buttons, in a navigation landmark. Beyond
 * five pages ellipses stand in for the pages far from the current one (see `paginationItems`).
 * Renders nothing when everything fits on one page.
 * @selector [aria-current="page"] on the current page's button; [data-disabled] on previous/next at the ends
 */
export function Pagination({
  total,
  pageSize = PAGINATION_DEFAULT_PAGE_SIZE,
  page,
  onPageChange,
  className,
  ...props
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  const currentPage = Math.min(Math.max(page, 1), pageCount);
  const goTo = (target: number) => {
    if (target !== currentPage) onPageChange(target);
  };

  return (
    <nav
      aria-label={props['aria-label'] ?? t('pagination.label')}
      className={joinClassNames(styles.pagination, className)}
    >
      <ul className={styles.list}>
        <li>
          <AriaButton
            className={styles.pageButton}
            aria-label={t('pagination.previous')}
            isDisabled={currentPage === 1}
            onPress={() => goTo(currentPage - 1)}
          >
            <Icon name="chevronDown" className={styles.previousIcon} />
          </AriaButton>
        </li>
        {paginationItems(currentPage, pageCount).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.position}`} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item.page}>
              <AriaButton
                className={styles.pageButton}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === currentPage ? 'page' : undefined}
                onPress={() => goTo(item.page)}
              >
                {item.page}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <AriaButton
            className={styles.pageButton}
            aria-label={t('pagination.next')}
            isDisabled={currentPage === pageCount}
            onPress={() => goTo(currentPage + 1)}
          >
            <Icon name="chevronDown" className={styles.nextIcon} />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
