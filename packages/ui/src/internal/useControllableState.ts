import { useCallback, useState } from 'react';

interface Options<T> {
  /** The controlled value. Whether the component is controlled is decided once, at mount. */
  value?: T;
  defaultValue: T;
  onChange?: (next: T) => void;
}

/**
 * One state that is either owned by the caller (`value` + `onChange`) or kept here (`defaultValue`),
 * never both: the mode is fixed at mount, so a value is never "sometimes controlled".
 */
export function useControllableState<T>({ value, defaultValue, onChange }: Options<T>): [T, (next: T) => void] {
  const [isControlled] = useState(value !== undefined);
  const [inner, setInner] = useState(defaultValue);
  const current = isControlled ? (value as T) : inner;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setInner(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
