import { Pagination } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@shared/constants';
import { useIsMobile } from './use-is-mobile';

/** A page of a list, as the lists keep it (in the address). */
export interface ListPage {
  currentPage: number;
  pageSize: number;
}

interface ListPagerProps extends ListPage {
  className: string;
  /** Rows in the whole list. */
  count: number;
  /** The page chosen; a new page size starts again at page 1. */
  onChange: (page: ListPage) => void;
  /** "Go to page" on a desktop (long lists). */
  quickJumper?: boolean;
  /** Hidden while the whole list fits on the smallest page size. */
  hideWhenShort?: boolean;
}

/** The pager under a list (spec 001 §9 page sizes): right-aligned, compact on a phone. */
export function ListPager({
  className,
  currentPage,
  pageSize,
  count,
  onChange,
  quickJumper = false,
  hideWhenShort = false,
}: ListPagerProps) {
  const isMobile = useIsMobile();
  return (
    <Pagination
      className={className}
      align="end"
      current={currentPage}
      pageSize={pageSize}
      total={count}
      hideOnSinglePage={hideWhenShort && count <= Math.min(...PAGE_SIZE_OPTIONS)}
      size={isMobile ? 'small' : undefined}
      showSizeChanger
      showQuickJumper={quickJumper && !isMobile}
      pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
      onChange={(nextPage, nextSize) =>
        onChange({ currentPage: nextSize === pageSize ? nextPage : 1, pageSize: nextSize })
      }
    />
  );
}
