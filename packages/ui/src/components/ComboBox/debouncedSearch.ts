/** Loads the results of a phrase; must stop (or may ignore) work once `signal` aborts. */
export type SearchLoader<T> = (phrase: string, signal: AbortSignal) => Promise<T[]> | T[];

/** Options of {@link createDebouncedSearch}. */
export interface DebouncedSearchOptions<T> {
  load: SearchLoader<T>;
  /** Quiet time after the last keystroke before searching, in milliseconds. */
  delay: number;
  /** At most this many results are passed on. */
  maxResults: number;
  /** Shorter trimmed phrases are not searched; their results are empty. @default 1 */
  minLength?: number;
  /** Results of the latest search, cut to `maxResults`; `limited` when more came back. */
  onResults: (results: T[], meta: { phrase: string; limited: boolean }) => void;
  /** Whether a search is waiting or running. */
  onLoadingChange?: (isLoading: boolean) => void;
  /** A search failed (not when it was aborted). */
  onError?: (error: unknown) => void;
}

/** A search that waits for typing to pause and drops stale answers. */
export interface DebouncedSearch {
  /** Searches the trimmed phrase after the delay; replaces any waiting or running search. */
  search(phrase: string): void;
  /** Stops the waiting or running search, e.g. when the field unmounts. */
  cancel(): void;
}

/** The phrase a search uses: surrounding white space removed (platform-core §9). */
export function searchPhrase(input: string): string {
  return input.trim();
}

/**
 * Debounces searches and aborts the previous one (its `AbortSignal` fires) whenever a new phrase
 * arrives, so only the latest phrase's results are reported. Framework-free; ComboBox wraps it.
 */
export function createDebouncedSearch<T>({
  load,
  delay,
  maxResults,
  minLength = 1,
  onResults,
  onLoadingChange,
  onError,
}: DebouncedSearchOptions<T>): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const run = async (phrase: string) => {
    const current = new AbortController();
    controller = current;
    try {
      const results = await load(phrase, current.signal);
      if (current.signal.aborted) return;
      onResults(results.slice(0, maxResults), { phrase, limited: results.length > maxResults });
    } catch (error) {
      if (!current.signal.aborted) onError?.(error);
    } finally {
      if (controller === current) {
        controller = undefined;
        onLoadingChange?.(false);
      }
    }
  };

  return {
    search(input) {
      stop();
      const phrase = searchPhrase(input);
      if (phrase.length < minLength) {
        onLoadingChange?.(false);
        onResults([], { phrase, limited: false });
        return;
      }
      onLoadingChange?.(true);
      timer = setTimeout(() => {
        timer = undefined;
        void run(phrase);
      }, delay);
    },
    cancel() {
      const wasBusy = timer !== undefined || controller !== undefined;
      stop();
      if (wasBusy) onLoadingChange?.(false);
    },
  };
}
