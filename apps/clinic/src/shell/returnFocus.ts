/**
 * Where focus goes back to on returning to a page (browser Back to a list): the link or linked
 * row the user left the page through, named by its address. History entries are told apart by
 * react-router's `location.key`, which a Back (POP) navigation restores.
 */
export class ReturnPoints {
  readonly #byEntry = new Map<string, string>();

  /** Remembers that the user left the entry `entryKey` through the link to `href`. */
  leave(entryKey: string, href: string): void {
    this.#byEntry.set(entryKey, href);
  }

  /** The address of the link to focus on arriving at `entryKey` again, if it was left by one. */
  returnTo(entryKey: string): string | undefined {
    return this.#byEntry.get(entryKey);
  }
}

/** The address an element links to: a link's `href` or a linked table row's `data-href`. */
export function linkedAddressOf(element: Element | null): string | undefined {
  const linked = element?.closest<HTMLElement>('a[href], [data-href]');
  return linked?.getAttribute('href') ?? linked?.dataset.href ?? undefined;
}

/** The focusable element of `root` that links to `href`, if it is drawn. */
export function linkTo(root: ParentNode, href: string): HTMLElement | null {
  const quoted = CSS.escape(href);
  return root.querySelector<HTMLElement>(`a[href="${quoted}"], [data-href="${quoted}"]`);
}

/**
 * Calls `found` with the element of `root` linking to `href` once it is drawn (a list loads
 * after the page), watching the page's changes for at most `timeoutMs`. Answers a function that
 * stops watching.
 */
export function whenLinkDrawn(
  root: HTMLElement,
  href: string,
  found: (element: HTMLElement) => void,
  timeoutMs: number,
): () => void {
  const now = linkTo(root, href);
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const drawn = linkTo(root, href);
    if (!drawn) return;
    stop();
    found(drawn);
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
