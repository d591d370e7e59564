import { useRef, type ReactNode, type Ref } from 'react';
import type { RuleName } from '../validation/rules';
import type { Rules } from '../validation/validate';
import { useControllableState } from './useControllableState';
import { useFieldValidation } from './useFieldValidation';
import { useMergedRef } from './useMergedRef';

interface Options<T, E extends HTMLElement> {
  value: T | undefined;
  defaultValue: T;
  onChange: ((next: T) => void) | undefined;
  rules: Rules | undefined;
  required: boolean | undefined;
  requiredRule?: RuleName;
  label: ReactNode;
  error: ReactNode;
  countryCode?: string;
  /** The caller's `ref`, attached to the element that takes focus. */
  ref: Ref<E> | undefined;
}

/**
 * What every input of the kit needs: its value (controlled, or kept here), its rules' error shown at
 * the right moment, and one ref that both the caller and a ValidationGroup use to reach the element.
 */
export function useFieldControl<T, E extends HTMLElement>(options: Options<T, E>) {
  const { value, defaultValue, onChange, ref, ...validation } = options;
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  const focusRef = useRef<E>(null);
  const mergedRef = useMergedRef(ref, focusRef);
  const { error, onBlur } = useFieldValidation({ ...validation, value: current, focusRef });
  return { value: current, setValue: setCurrent, ref: mergedRef, focusRef, error, markTouched: onBlur };
}
