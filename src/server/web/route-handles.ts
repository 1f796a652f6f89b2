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

/** Answers of `matchedHandles` by address shape; emptied when full (any path can be asked). */
const known = new WeakMap<ServerBuild['routes'], Map<string, unknown[]>>();
const KNOWN_MAX = 512;

/**
 * The `handle` of each route a page address (or its data request) matches, root first: the root loader reads the
 * catalogue namespaces they name (decision 054), which a loader cannot see by itself.
 *
 * `matchRoutes` flattens and ranks the whole route tree on every call: 3.5 % of a page's CPU with
 * the page cache off (decision 070). The answer depends on the address's shape only, and no route
 * has a segment of digits, so every listing's address (`/properties/123`) shares one answer.
 */
export function matchedHandles(build: ServerBuild, url: string): unknown[] {
  // A browser's data request names the page as `/path.data` (`/_root.data` for `/`).
  const pathname =
    url
      .split('?', 1)[0]
      ?.replace(/\.data$/, '')
      .replace(/^\/_root$/, '/') ?? '/';
  const shape = pathname.replace(/\/\d+(?=\/|$)/g, '/0');
  let answers = known.get(build.routes);
  if (!answers) {
    answers = new Map();
    known.set(build.routes, answers);
  }
  let handles = answers.get(shape);
  if (!handles) {
    handles = (matchRoutes(routeTree(build), shape) ?? []).map((match) => match.route.handle);
    if (answers.size >= KNOWN_MAX) answers.clear();
    answers.set(shape, handles);
  }
  return handles;
}
