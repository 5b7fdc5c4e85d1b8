import {
  isWebPagePath,
  WEB_PAGE_PARAM_PATHS,
  WEB_PAGE_STATIC_PATHS,
  WEB_PAGE_TOKEN_PATHS,
} from '@firm/domain';
import { createMemoryHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

/** The full path of every route that shows a page (a leaf of the tree), as the router matches it. */
function pagePaths(route: AnyRoute): string[] {
  const children = route.children ? Object.values(route.children as Record<string, AnyRoute>) : [];
  if (children.length > 0) return children.flatMap(pagePaths);
  const fullPath = route.fullPath as string;
  return [fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath];
}

// Building a router gives each route its full path; nothing is loaded, so the context is never read.
const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: {} as RouterContext,
});
const routerPaths = pagePaths(router.routeTree);
const isParamPath = (path: string) => path.includes('$');

describe("the server's list of web pages (@firm/domain) matches the router", () => {
  it('has every fixed path of the router, and no other', () => {
    expect([...WEB_PAGE_STATIC_PATHS].sort()).toEqual(
      routerPaths.filter((path) => !isParamPath(path)).sort(),
    );
  });

  it('has every path with a parameter, with the values (or the token shape) its route accepts', () => {
    const paramPaths = routerPaths.filter(isParamPath);
    expect(paramPaths.map((path) => path.replace(/\$[^/]+$/, '')).sort()).toEqual(
      [...Object.keys(WEB_PAGE_PARAM_PATHS), ...Object.keys(WEB_PAGE_TOKEN_PATHS)].sort(),
    );
  });

  it.each(routerPaths.filter((path) => !isParamPath(path)))('%s answers as a page', (path) => {
    expect(isWebPagePath(path)).toBe(true);
  });
});
