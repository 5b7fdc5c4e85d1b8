export { Button, buttonClassName } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
