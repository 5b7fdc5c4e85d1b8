/** The API's module map (module-map.js): each area with the areas it may import. */
export declare const MODULE_MAP: Record<string, readonly string[]>;
/** The areas in an order where each comes after every area it may import; throws when the map has a loop. */
export declare function areasInOrder(map?: Record<string, readonly string[]>): string[];
