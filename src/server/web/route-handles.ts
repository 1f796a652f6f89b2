import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

const trees = new WeakMap<ServerBuild['routes'], RouteObject[]>();

/** The build's flat route manifest as the tree `matchRoutes` reads, built once per build. */
function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build.routes);
  if (tree) return tree;
  const nodes = new Map<string, RouteObject & { children?: RouteObject[] }>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(
      route.id,
      route.index
        ? { id: route.id, index: true, path: route.path, handle: route.module.handle }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            handle: route.module.handle,
            children: [],
          },
    );
  }
  tree = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id);
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (node) (parent?.children ?? tree).push(node);
  }
  trees.set(build.routes, tree);
  return tree;
}

/**
 * The `handle` of each route a page address (or its data request) matches, root first: the root loader reads the
 * catalogue namespaces they name (decision 054), which a loader cannot see by itself.
 */
export function matchedHandles(build: ServerBuild, url: string): unknown[] {
  // A browser's data request names the page as `/path.data` (`/_root.data` for `/`).
  const pathname =
    url
      .split('?', 1)[0]
      ?.replace(/\.data$/, '')
      .replace(/^\/_root$/, '/') ?? '/';
  return (matchRoutes(routeTree(build), pathname) ?? []).map((match) => match.route.handle);
}
