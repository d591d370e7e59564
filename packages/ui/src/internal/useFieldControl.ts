import { useRef, type ReactNode, type Ref } from 'react';
import type { RuleName } from '../validation/rules';
import type { Rules } from '../validation/validate';
import type { FieldProps } from './Field';
import { useControllableState } from './useControllableState';
import { useFieldValidation } from './useFieldValidation';
import { useMergedRef } from './useMergedRef';

/** The props every input of the kit takes besides its native element's. */
export interface FieldControlProps<T, E extends HTMLElement> extends FieldProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  value?: T;
  defaultValue?: T;
  onChange?: (next: T) => void;
  rules?: Rules;
  ref?: Ref<E>;
}

interface Options<T> {
  /** The empty value of this input (`''`, `[]`, `false`, `null`…). */
  empty: T;
  /** The rule `required` adds when no given rule already speaks for an empty value. @default 'required' */
  requiredRule?: RuleName;
  /** The rules to run instead of `props.rules` (an input that always adds one of its own). */
  rules?: Rules;
  countryCode?: string;
  /** An error of the input's own (a refused upload), shown unless the caller passes one. */
  ownError?: ReactNode;
}

/**
 * What every input of the kit needs: its value (controlled, or kept here), its rules' error shown at
 * the right moment, one ref that both the caller and a ValidationGroup use to reach the element,
 * the props for its `Field`, and the rest of the caller's props for the native element.
 */
export function useFieldControl<T, E extends HTMLElement, P extends FieldControlProps<T, E>>(
  props: P,
  { empty, requiredRule, rules: ownRules, countryCode, ownError }: Options<T>,
) {
  const {
    id,
    className,
    'aria-describedby': describedBy,
    label,
    hint,
    error,
    required,
    disabled,
    value,
    defaultValue,
    onChange,
    rules,
    ref,
    ...rest
  } = props;
  const [current, setCurrent] = useControllableState({ value, defaultValue: defaultValue ?? empty, onChange });
  const focusRef = useRef<E>(null);
  const mergedRef = useMergedRef(ref, focusRef);
  const validation = useFieldValidation({
    value: current,
    rules: ownRules ?? rules,
    required,
    requiredRule,
    label,
    countryCode,
    error: error || ownError,
    focusRef,
  });
  return {
    value: current,
    setValue: setCurrent,
    ref: mergedRef,
    focusRef,
    error: validation.error,
    /** Call when focus leaves the input: its rules' message shows from then on. */
    markTouched: validation.onBlur,
    disabled,
    required,
    /** Spread onto `Field`. */
    fieldProps: { id, className, describedBy, label, hint, error: validation.error, required, disabled },
    /** The caller's other props, for the native element. */
    rest,
  };
}
