import type { Contract } from '../contract/contract';
import type { Endpoint } from '../contract/endpoint';

/** One endpoint of the contract with where it is in it. */
export interface ContractRoute {
  group: string;
  name: string;
  entry: Endpoint;
}

/** An endpoint a request matches, with the raw path parameters it named. */
export interface RouteMatch extends ContractRoute {
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The raw parameters of `path` when it fits the template, else null. */
function paramsOf(template: string[], path: string[]): Record<string, string> | null {
  if (template.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const segment = path[index] ?? '';
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** Static segments before parameters, left to right, as Fastify's router chooses. */
function isMoreSpecific(template: string[], than: string[]): boolean {
  for (const [index, part] of template.entries()) {
    const other = than[index] ?? '';
    const isParam = part.startsWith(':');
    if (isParam !== other.startsWith(':')) return !isParam;
  }
  return false;
}

/** Every endpoint of the contract, flat. */
export function contractRoutes(contract: Contract): ContractRoute[] {
  return Object.entries(contract).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, entry]) => ({ group, name, entry: entry as Endpoint })),
  );
}

/**
 * The endpoint a method and path (under the API's base) reach, as the server's router picks it:
 * of the templates that fit, the one with static segments where the others have parameters.
 */
export function matchEndpoint(
  routes: readonly ContractRoute[],
  method: string,
  path: string,
): RouteMatch | null {
  const segments = segmentsOf(path);
  let best: { match: RouteMatch; template: string[] } | null = null;
  for (const route of routes) {
    if (route.entry.method !== method) continue;
    const template = segmentsOf(route.entry.path);
    const params = paramsOf(template, segments);
    if (!params) continue;
    if (!best || isMoreSpecific(template, best.template)) {
      best = { match: { ...route, params }, template };
    }
  }
  return best?.match ?? null;
}
