export { CallToAction } from './CallToAction';
export type { CallToActionProps, CallToActionTone } from './CallToAction';
