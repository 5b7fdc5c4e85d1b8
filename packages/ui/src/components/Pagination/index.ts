export { Pagination } from './Pagination';
export type { PaginationItem, PaginationLinkProps, PaginationProps } from './Pagination';
