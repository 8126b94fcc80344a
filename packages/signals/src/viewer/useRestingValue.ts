import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`, while `active`; until then the first value
 * seen while active (undefined before it is). One timer runs however often the value changes: a
 * held arrow key pans 60 frames a second, and arming and clearing a timer on each of them is
 * measurable in a frame.
 */
export function useRestingValue<T>(value: T, delayMs: number, active = true): T | undefined {
  const [rested, setRested] = useState<T>();
  const [first, setFirst] = useState<{ value: T }>();
  if (active && !first) setFirst({ value });
  const latest = useRef({ value, changedAt: 0 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!active) return;
    latest.current = { value, changedAt: performance.now() };
    if (timer.current !== undefined) return;
    const check = () => {
      const wait = latest.current.changedAt + delayMs - performance.now();
      if (wait > 0) {
        timer.current = setTimeout(check, wait);
        return;
      }
      timer.current = undefined;
      setRested(() => latest.current.value);
    };
    timer.current = setTimeout(check, delayMs);
  }, [value, delayMs, active]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return rested ?? first?.value;
}
