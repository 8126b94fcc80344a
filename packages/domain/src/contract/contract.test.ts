import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../schemas/errors';
import { contract } from './contract';
import type { Endpoint } from './endpoint';
import { fillPath, pathParamNames, successOf } from './endpoint';

const entries = Object.entries(contract).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([name, entry]) => ({
    label: `${group}.${name}`,
    entry: entry as Endpoint,
  })),
);

/** The path with every parameter alike: two templates of one shape reach the same routes. */
const shapeOf = ({ method, path }: Endpoint) => `${method} ${path.replace(/:[^/]+/g, ':')}`;

describe('the contract', () => {
  it('declares each method and path shape once', () => {
    const shapes = entries.map(({ entry }) => shapeOf(entry));

    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
  });

  it.each(entries)("$label: params are exactly the path's parameters", ({ entry }) => {
    const names = pathParamNames(entry.path).sort();
    const keys = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape).sort() : [];

    expect(keys).toEqual(names);
  });

  it.each(entries)('$label: one success status and the error body for 4xx and 5xx', ({ entry }) => {
    const successes = Object.keys(entry.responses).filter((key) => /^2\d\d$/.test(key));

    expect(successes).toHaveLength(1);
    expect(entry.responses['4xx']).toBe(ApiErrorSchema);
    expect(entry.responses['5xx']).toBe(ApiErrorSchema);
  });

  it.each(entries.filter(({ entry }) => entry.access === 'teamMember'))(
    '$label: a team member endpoint names its team in the path',
    ({ entry }) => {
      expect(pathParamNames(entry.path)).toContain('teamId');
    },
  );

  it.each(entries.filter(({ entry }) => entry.method === 'GET'))(
    '$label: a GET sends no body',
    ({ entry }) => {
      expect(entry.body ?? entry.rawBody).toBeUndefined();
    },
  );
});

describe('endpoint paths', () => {
  it('fills parameters URL-encoded, so a token cannot add segments', () => {
    expect(fillPath('/auth/reset/:token', { token: 'a/b?c' })).toBe('/auth/reset/a%2Fb%3Fc');
  });

  it('names the success status of an entry', () => {
    expect(successOf(contract.events.create).status).toBe(201);
    expect(successOf(contract.events.list).status).toBe(200);
  });
});
