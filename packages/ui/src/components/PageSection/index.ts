export { PageSection } from './PageSection';
export type { PageSectionProps, PageSectionTone } from './PageSection';
