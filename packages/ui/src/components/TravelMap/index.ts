export { TravelMap } from './TravelMap';
export type { TravelMapPlace, TravelMapProps } from './TravelMap';
