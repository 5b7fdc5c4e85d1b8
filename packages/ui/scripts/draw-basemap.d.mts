// Types of draw-basemap.mjs, for the TravelMap tests that check the drawn files.
export declare const BASEMAP_FILES: { projection: string; outlines: string };
export declare function drawBasemap(): { projection: string; outlines: string };
