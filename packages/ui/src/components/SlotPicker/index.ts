export { SlotPicker } from './SlotPicker';
export type { Slot, SlotPickerProps } from './SlotPicker';
