export { ReportCard } from './ReportCard';
export type { ReportCardProps } from './ReportCard';
