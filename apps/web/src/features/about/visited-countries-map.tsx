import { TravelMap } from '@firm/ui';
import { VISITED_PLACES } from './visited-countries';

/** Loaded on demand (travel-map-section.tsx): the map and the country list are the heaviest parts of About. */
export function VisitedCountriesMap() {
  return (
    <TravelMap
      places={VISITED_PLACES}
      clusterRadius={30}
      label={`Map of the ${VISITED_PLACES.length} countries visited`}
    />
  );
}
