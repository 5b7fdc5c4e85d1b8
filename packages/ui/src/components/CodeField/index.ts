export { CodeField } from './CodeField';
export type { CodeFieldProps } from './CodeField';
