import { Spinner } from '@firm/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import styles from './about.module.css';

// Its own chunk: the world outlines and the country list only load where the map is shown.
const VisitedCountriesMap = lazy(() =>
  import('./visited-countries-map').then((module) => ({ default: module.VisitedCountriesMap })),
);

/** How far ahead of the viewport a deferred map starts loading, so it is usually drawn by the time it is seen. */
const LOAD_AHEAD = '600px 0px';

/**
 * The map of the countries visited, loaded on demand. It is never drawn in the page's first render: a prerendered
 * page holds the placeholder, which is what hydration finds (scripts/prerender.mjs), and the map follows once the
 * page has started. With `deferred` its code is not even requested until the map scrolls near the viewport (a
 * section far down a page that should stay light). Until it is drawn, a placeholder of the map's own size holds
 * its place, so nothing below it moves.
 */
export function VisitedCountries({ deferred = false }: { deferred?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, LOAD_AHEAD);
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const drawn = deferred ? near : started;
  return (
    <div ref={frame}>
      {!drawn ? (
        <MapPlaceholder />
      ) : (
        <Suspense fallback={<MapPlaceholder loading />}>
          <VisitedCountriesMap />
        </Suspense>
      )}
    </div>
  );
}

/** The map's layout in empty boxes: its toolbar, the map itself, the country list's summary line. */
function MapPlaceholder({ loading = false }: { loading?: boolean }) {
  return (
    <div className={styles.mapPlaceholder} data-testid="map-placeholder">
      <div className={styles.mapPlaceholderToolbar}>
        <span />
        <span />
      </div>
      <div className={styles.mapPlaceholderMap}>{loading ? <Spinner label="Loading the map" /> : null}</div>
      <div className={styles.mapPlaceholderList} />
    </div>
  );
}
