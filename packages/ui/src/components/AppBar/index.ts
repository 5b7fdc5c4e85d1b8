export { AppBar } from './AppBar';
export type { AppBarProps } from './AppBar';
