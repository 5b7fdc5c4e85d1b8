export { SeatMeter, seatMeterText } from './SeatMeter';
export type { SeatMeterProps } from './SeatMeter';
