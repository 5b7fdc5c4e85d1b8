export { SectionNav } from './SectionNav';
export type { SectionNavItem, SectionNavLinkProps, SectionNavProps } from './SectionNav';
