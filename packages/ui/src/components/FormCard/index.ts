export { FormCard } from './FormCard';
export type { FormCardProps } from './FormCard';
