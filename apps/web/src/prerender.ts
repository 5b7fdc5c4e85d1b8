import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

declare global {
  interface Window {
    /** The page the app shows, as the server renderer writes it (set at build time only, see main.tsx). */
    renderPrerendered?: () => string;
  }
}

/**
 * At build time, scripts/prerender.mjs opens each public page in Chromium and keeps its markup, which the app then
 * hydrates (main.tsx). Hydration needs what the server renderer writes, not the browser's DOM: the markers of
 * Suspense boundaries (the router places some) and between adjacent texts. So the page is rendered once more here,
 * with the route and its data already loaded, as a visitor. Visitors never load this module.
 */
export function offerPrerendering(app: ReactNode): void {
  window.renderPrerendered = () => renderToString(app);
}
