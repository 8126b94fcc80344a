import { describe, expect, it } from 'vitest';
import { buildUrl } from './buildUrl';

describe('buildUrl', () => {
  it('joins a relative base URL and a call path', () => {
    expect(buildUrl('/api', 'users/me')).toBe('/api/users/me');
  });

  it('keeps a path starting with a slash on the base URL origin', () => {
    expect(buildUrl('/api/', '/api/uploads/avatar/grant')).toBe('/api/uploads/avatar/grant');
    expect(buildUrl('http://127.0.0.1:3000/api', '/api/uploads/avatar/grant')).toBe(
      'http://127.0.0.1:3000/api/uploads/avatar/grant',
    );
  });

  it('adds no question mark without parameters', () => {
    expect(buildUrl('/api', 'teams', { teamId: undefined, phrase: null })).toBe('/api/teams');
  });
});
