import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './scrollPolicy';

describe('shouldScrollToTop', () => {
  it('scrolls when the path changes', () => {
    expect(shouldScrollToTop('/settings', '/clinic/1/members')).toBe(true);
  });

  it('keeps the position when only the query changed', () => {
    expect(shouldScrollToTop('/clinic/1/examinations', '/clinic/1/examinations')).toBe(false);
  });

  it('scrolls on the first render', () => {
    expect(shouldScrollToTop(undefined, '/')).toBe(true);
  });
});
