import { type TablePaginationConfig } from 'antd';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@shared/constants';

/** Paging of every list table (spec 001 §9 Lists and paging). */
export const LIST_PAGINATION: TablePaginationConfig = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
  hideOnSinglePage: true,
  showSizeChanger: true,
};
