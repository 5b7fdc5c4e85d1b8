export { PageBanner } from './PageBanner';
export type { PageBannerProps } from './PageBanner';
