import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSearch, searchPhrase } from './debouncedSearch';
import type { SearchLoader } from './debouncedSearch';

const names = ['Anna', 'Anita', 'Andrzej', 'Aniela', 'Antoni', 'Antonina', 'Anatol'];

function setup(
  load: SearchLoader<string> = vi.fn((phrase: string) =>
    names.filter((name) => name.includes(phrase)),
  ),
) {
  const onResults = vi.fn();
  const onLoadingChange = vi.fn();
  const onError = vi.fn();
  const search = createDebouncedSearch({
    load,
    delay: 300,
    maxResults: 5,
    onResults,
    onLoadingChange,
    onError,
  });
  return { load, search, onResults, onLoadingChange, onError };
}

describe('createDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, with the trimmed phrase, after typing pauses', async () => {
    const { load, search, onResults } = setup();
    search.search('A');
    await vi.advanceTimersByTimeAsync(100);
    search.search('An');
    await vi.advanceTimersByTimeAsync(100);
    search.search('  An ');
    await vi.advanceTimersByTimeAsync(299);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('An', expect.any(AbortSignal));
    expect(onResults).toHaveBeenCalledWith(names.slice(0, 5), { phrase: 'An', limited: true });
  });

  it('aborts the running search when the phrase changes and drops its answer', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn(
      (phrase: string, signal: AbortSignal) =>
        new Promise<string[]>((resolve) => {
          signals.push(signal);
          setTimeout(() => resolve([phrase]), 1000);
        }),
    );
    const { search, onResults, onLoadingChange } = setup(load);
    search.search('Ann');
    await vi.advanceTimersByTimeAsync(300);
    search.search('Anna');
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1300);
    expect(onResults).toHaveBeenCalledTimes(1);
    expect(onResults).toHaveBeenCalledWith(['Anna'], { phrase: 'Anna', limited: false });
    expect(onLoadingChange).toHaveBeenLastCalledWith(false);
  });

  it('does not search blank phrases', async () => {
    const { load, search, onResults } = setup();
    search.search('   ');
    await vi.advanceTimersByTimeAsync(500);
    expect(load).not.toHaveBeenCalled();
    expect(onResults).toHaveBeenCalledWith([], { phrase: '', limited: false });
  });

  it('reports failures but not aborts, and cancel stops everything', async () => {
    const failure = new Error('offline');
    const { search, onError, onLoadingChange } = setup(vi.fn(() => Promise.reject(failure)));
    search.search('Ann');
    await vi.advanceTimersByTimeAsync(300);
    expect(onError).toHaveBeenCalledWith(failure);
    search.search('Anna');
    search.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onLoadingChange).toHaveBeenLastCalledWith(false);
  });
});

describe('searchPhrase', () => {
  it('trims the typed text', () => {
    expect(searchPhrase('  Nowak ')).toBe('Nowak');
  });
});
