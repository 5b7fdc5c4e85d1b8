import { useEffect, useMemo, useRef, useState } from 'react';
import type { HTMLAttributes, PointerEvent, Ref, RefObject } from 'react';
import Supercluster from 'supercluster';
import { cx } from '../../internal/cx';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  WORLD_OUTLINES,
  fromClusterLngLat,
  project,
  toClusterLngLat,
} from './geography';
import styles from './TravelMap.module.css';

export interface TravelMapPlace {
  /** Unique among the places: the key of its marker and list item. */
  id: string;
  /** Shown in the caption, the list and the marker's accessible name. */
  name: string;
  latitude: number;
  longitude: number;
}

export interface TravelMapProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  places: TravelMapPlace[];
  /**
   * Markers closer than this are grouped, in pixels of the map as drawn 960 px wide (the same share of the map at
   * any other width). Default 30. On a map drawn narrower, markers whose targets would overlap are grouped too.
   */
  clusterRadius?: number;
  /** Accessible name of the whole map group. Default 'Map of countries visited'. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * On a map drawn narrower than its full width, markers' centres are grouped when closer than this on screen (px): a
 * place is a 24 px target, a cluster up to 44 px (the control height), and none may overlap another (WCAG 2.5.8).
 */
const MIN_MARKER_SPACING = 48;

/** The width (px) the element is drawn at, followed as it changes; MAP_WIDTH until measured (or without layout). */
function useDrawnWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(MAP_WIDTH);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

const MIN_ZOOM = 0;
/** Each zoom level doubles the scale: level 4 shows the map 16 times larger. */
const MAX_ZOOM = 4;
/** Whole world: supercluster's bbox is [west, south, east, north]. */
const WORLD: [number, number, number, number] = [-180, -90, 180, 90];
/** How far (map units, on screen) inside the visible edge a focused marker must be to count as visible. */
const EDGE_MARGIN = 12;
const HINT = 'Select a marker to show the country, or a group to zoom in.';

interface PointProperties {
  /** Index into the projected points. */
  index: number;
}
/** Clusters carry only supercluster's own properties. */
type ClusterProperties = Record<never, never>;

interface ProjectedPlace {
  place: TravelMapPlace;
  x: number;
  y: number;
}

interface Marker {
  key: string;
  /** Position in map units at zoom 0. */
  x: number;
  y: number;
  /** The places under the marker, sorted by name: one for a place, several for a cluster. */
  places: TravelMapPlace[];
  clusterId: number | null;
  label: string;
}

interface View {
  zoom: number;
  /** The map point (map units at zoom 0) at the centre of the view. */
  cx: number;
  cy: number;
}

type Notice = { kind: 'place'; id: string } | { kind: 'view' } | null;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Keeps the zoom in bounds and the view inside the map (no empty margins when zoomed in). */
function clampView(zoom: number, cx: number, cy: number): View {
  const z = clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM);
  const halfWidth = MAP_WIDTH / 2 ** (z + 1);
  const halfHeight = MAP_HEIGHT / 2 ** (z + 1);
  return {
    zoom: z,
    cx: clamp(cx, halfWidth, MAP_WIDTH - halfWidth),
    cy: clamp(cy, halfHeight, MAP_HEIGHT - halfHeight),
  };
}

/** The whole world, as the map opens and as Reset view shows it. */
const WHOLE_WORLD: View = clampView(MIN_ZOOM, MAP_WIDTH / 2, MAP_HEIGHT / 2);

/** 'A and B', 'A, B and C', 'A, B, C and 9 more'. */
function clusterLabel(places: TravelMapPlace[]): string {
  const names = places.map((place) => place.name);
  const shown = names.slice(0, 3);
  const rest = names.length - shown.length;
  const list =
    rest > 0
      ? `${shown.join(', ')} and ${rest} more`
      : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return `${names.length} countries: ${list}. Zoom in`;
}

/**
 * A name as it sorts: without accents or case ('Côte d’Ivoire' among the C's). Not Intl.Collator: the browser's
 * first collator loads its locale data, a long task of its own on a phone (docs/decisions/023).
 */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

function byName(a: TravelMapPlace, b: TravelMapPlace): number {
  const [keyA, keyB] = [sortKey(a.name), sortKey(b.name)];
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/**
 * A world map of visited places, drawn offline from packaged Natural Earth data. Nearby places are grouped into
 * numbered clusters (supercluster); every marker is a real `<button>` laid over the SVG, so it is focusable and
 * activated with Enter or Space: a place shows its name in the caption (a polite live region, role="status"), a cluster zooms in
 * on itself. Zoom in, Zoom out and Reset view buttons; drag to pan when zoomed in; a focused marker outside the
 * view brings the view to it. An alphabetical list of every place follows in a `<details>`.
 */
export function TravelMap({
  places,
  clusterRadius = 30,
  label = 'Map of countries visited',
  className,
  ref,
  ...rest
}: TravelMapProps) {
  const [view, setView] = useState<View>(WHOLE_WORLD);
  const [notice, setNotice] = useState<Notice>(null);
  const [dragging, setDragging] = useState(false);
  const markerButtons = useRef(new Map<string, HTMLButtonElement>());
  const viewport = useRef<HTMLDivElement>(null);
  const drawnWidth = useDrawnWidth(viewport);
  // Drawn at its full width, the radius alone decides. Drawn narrower (a phone), markers are grouped further apart
  // in map units, so that no two targets overlap on screen.
  const narrowing = MAP_WIDTH / drawnWidth;
  const radius = narrowing > 1 ? Math.max(clusterRadius, MIN_MARKER_SPACING * narrowing) : clusterRadius;
  /** Places of the cluster just expanded: once re-clustered, focus moves to the first marker holding one. */
  const pendingFocus = useRef<Set<string> | null>(null);
  const drag = useRef<{
    pointerId: number;
    clientX: number;
    clientY: number;
    cx: number;
    cy: number;
    unitsPerPixel: number;
  } | null>(null);

  const projected = useMemo(
    () =>
      places.flatMap((place): ProjectedPlace[] => {
        const point = project(place.longitude, place.latitude);
        return point ? [{ place, x: point[0], y: point[1] }] : [];
      }),
    [places],
  );

  // Rebuilt only when the places or the radius change; zooming only queries it. Radius and extent are both in
  // map units (see geography.ts), and maxZoom stops one level short of MAX_ZOOM so that every place has a marker
  // of its own at the closest zoom.
  const index = useMemo(
    () =>
      new Supercluster<PointProperties, ClusterProperties>({
        radius,
        extent: MAP_WIDTH,
        minZoom: MIN_ZOOM,
        maxZoom: MAX_ZOOM - 1,
      }).load(
        projected.map((point, pointIndex) => ({
          type: 'Feature',
          properties: { index: pointIndex },
          geometry: { type: 'Point', coordinates: toClusterLngLat([point.x, point.y]) },
        })),
      ),
    [projected, radius],
  );

  const sortedPlaces = useMemo(() => [...places].sort(byName), [places]);
  /** Each place's position in the sorted list: cluster members sort by it, without comparing names again. */
  const nameRank = useMemo(() => new Map(sortedPlaces.map((place, rank) => [place, rank])), [sortedPlaces]);

  const markers = useMemo(() => {
    const placeAt = (pointIndex: number): TravelMapPlace[] => {
      const point = projected[pointIndex];
      return point ? [point.place] : [];
    };
    return (
      index
        .getClusters(WORLD, view.zoom)
        .map((item): Marker => {
          const [x, y] = fromClusterLngLat(item.geometry.coordinates);
          const properties = item.properties;
          if ('cluster_id' in properties) {
            const members = index
              .getLeaves(properties.cluster_id, Infinity)
              .flatMap((leaf) => placeAt(leaf.properties.index))
              .sort((a, b) => (nameRank.get(a) ?? 0) - (nameRank.get(b) ?? 0));
            return {
              key: `cluster-${properties.cluster_id}`,
              x,
              y,
              places: members,
              clusterId: properties.cluster_id,
              label: clusterLabel(members),
            };
          }
          const [place] = placeAt(properties.index);
          return {
            key: `place-${place?.id ?? properties.index}`,
            x,
            y,
            places: place ? [place] : [],
            clusterId: null,
            label: place?.name ?? '',
          };
        })
        .filter((marker) => marker.places.length > 0)
        // Tab order runs west to east, then north to south.
        .sort((a, b) => a.x - b.x || a.y - b.y)
    );
  }, [index, projected, nameRank, view.zoom]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const target = markers.find((marker) => marker.places.some((place) => pending.has(place.id)));
    if (target) markerButtons.current.get(target.key)?.focus();
  }, [markers]);

  const scale = 2 ** view.zoom;
  const toScreen = (x: number, y: number): [number, number] => [
    (x - view.cx) * scale + MAP_WIDTH / 2,
    (y - view.cy) * scale + MAP_HEIGHT / 2,
  ];

  const changeView = (next: View) => {
    setView(next);
    setNotice({ kind: 'view' });
  };

  const zoomBy = (step: number) => {
    const next = clampView(view.zoom + step, view.cx, view.cy);
    if (next.zoom !== view.zoom) changeView(next);
  };

  const activate = (marker: Marker) => {
    if (marker.clusterId === null) {
      const [place] = marker.places;
      if (place) setNotice({ kind: 'place', id: place.id });
      return;
    }
    const expansionZoom = index.getClusterExpansionZoom(marker.clusterId);
    pendingFocus.current = new Set(marker.places.map((place) => place.id));
    changeView(clampView(Math.max(expansionZoom, view.zoom + 1), marker.x, marker.y));
  };

  /** Keyboard users reach every marker by Tab at every zoom: one outside the view brings the view to it. */
  const revealMarker = (marker: Marker) => {
    const [x, y] = toScreen(marker.x, marker.y);
    const visible =
      x >= EDGE_MARGIN && x <= MAP_WIDTH - EDGE_MARGIN && y >= EDGE_MARGIN && y <= MAP_HEIGHT - EDGE_MARGIN;
    if (!visible) setView(clampView(view.zoom, marker.x, marker.y));
  };

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (view.zoom === MIN_ZOOM || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    const width = event.currentTarget.getBoundingClientRect().width;
    if (!width) return;
    drag.current = {
      pointerId: event.pointerId,
      clientX: event.clientX,
      clientY: event.clientY,
      cx: view.cx,
      cy: view.cy,
      unitsPerPixel: MAP_WIDTH / width,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };

  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const factor = start.unitsPerPixel / scale;
    setView(
      clampView(
        view.zoom,
        start.cx - (event.clientX - start.clientX) * factor,
        start.cy - (event.clientY - start.clientY) * factor,
      ),
    );
  };

  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const selectedId = notice?.kind === 'place' ? notice.id : null;
  const selectedPlace = selectedId === null ? undefined : places.find((place) => place.id === selectedId);
  const caption = selectedPlace
    ? selectedPlace.name
    : notice?.kind === 'view'
      ? `Zoom level ${view.zoom + 1} of ${MAX_ZOOM + 1}: ${markers.length} ${markers.length === 1 ? 'marker' : 'markers'}.`
      : HINT;
  const atMin = view.zoom === MIN_ZOOM;
  const atMax = view.zoom === MAX_ZOOM;
  const translateX = MAP_WIDTH / 2 - view.cx * scale;
  const translateY = MAP_HEIGHT / 2 - view.cy * scale;

  return (
    <div {...rest} ref={ref} role="group" aria-label={label} className={cx(styles.root, className)}>
      <div className={styles.toolbar}>
        <p role="status" className={cx(styles.caption, selectedPlace && styles.selectedCaption)}>
          {caption}
        </p>
        {/* aria-disabled rather than disabled: a button that disables itself would drop the keyboard focus. */}
        <div role="group" aria-label="Zoom" className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label="Zoom in"
            title="Zoom in"
            aria-disabled={atMax || undefined}
            onClick={() => zoomBy(1)}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
              <path d="M4 10h12M10 4v12" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Zoom out"
            title="Zoom out"
            aria-disabled={atMin || undefined}
            onClick={() => zoomBy(-1)}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
              <path d="M4 10h12" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Reset view"
            title="Reset view"
            aria-disabled={atMin || undefined}
            onClick={() => {
              if (!atMin) changeView(WHOLE_WORLD);
            }}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
              <path d="M4 10a6 6 0 1 0 1.8-4.3L3.5 8M3.5 3.5V8H8" />
            </svg>
          </button>
        </div>
      </div>

      <div
        ref={viewport}
        className={cx(styles.viewport, !atMin && styles.pannable, dragging && styles.dragging)}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {/* Decorative: the markers and the list below carry the information. */}
        <svg className={styles.map} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true">
          <g
            className={styles.world}
            style={{ transform: `translate(${translateX}px, ${translateY}px) scale(${scale})` }}
          >
            <use href={WORLD_OUTLINES.land} className={styles.land} />
            <use href={WORLD_OUTLINES.borders} className={styles.borders} />
          </g>
        </svg>
        <div className={styles.markers}>
          {markers.map((marker) => {
            const [x, y] = toScreen(marker.x, marker.y);
            const count = marker.places.length;
            const isCluster = marker.clusterId !== null;
            return (
              <button
                key={marker.key}
                ref={(element) => {
                  if (element) markerButtons.current.set(marker.key, element);
                  else markerButtons.current.delete(marker.key);
                }}
                type="button"
                className={cx(
                  styles.marker,
                  isCluster ? styles.cluster : styles.place,
                  isCluster && (count < 10 ? styles.small : count < 30 ? styles.medium : styles.large),
                  !isCluster && marker.places[0]?.id === selectedId && styles.selected,
                )}
                style={{ left: `${(x / MAP_WIDTH) * 100}%`, top: `${(y / MAP_HEIGHT) * 100}%` }}
                aria-label={marker.label}
                title={isCluster ? undefined : marker.label}
                onClick={() => activate(marker)}
                onFocus={() => revealMarker(marker)}
              >
                {isCluster ? count : <span className={styles.dot} />}
              </button>
            );
          })}
        </div>
      </div>

      <details className={styles.list}>
        <summary className={styles.summary}>
          List of the {places.length} {places.length === 1 ? 'country' : 'countries'}
        </summary>
        <ul className={styles.names}>
          {sortedPlaces.map((place) => (
            <li key={place.id}>{place.name}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
