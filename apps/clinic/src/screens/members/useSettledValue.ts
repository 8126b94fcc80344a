import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: a list follows what is typed into a
 * filter without asking the server at every keystroke.
 *
 * @example
 * const name = useSettledValue(typedName, 250);
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
