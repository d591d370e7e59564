import { use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { emptinessRules, type RuleName } from '../validation/rules';
import { validate, type Rules } from '../validation/validate';
import { ValidationGroupContext } from '../validation/ValidationGroupContext';
import { isShown, type FieldProps } from './Field';
import { useControllableState } from './useControllableState';
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

interface FieldOptions<T> {
  /** The empty value of this input (`''`, `[]`, `false`, `null`…). */
  empty: T;
  /** The error the field's rules give `value`, undefined when it passes. Pure; runs on every render. */
  check: (value: T) => string | undefined;
  /** An error of the input's own (a refused upload), shown unless the caller passes one. */
  ownError?: ReactNode;
}

/**
 * What every input of the kit needs: its value (controlled, or kept here), its rules' error (from
 * `check`, computed live) shown once the user leaves the field or a `ValidationGroup` validates it
 * and cleared as soon as the value passes, one ref that both the caller and the group use to reach
 * the element, the props for its `Field`, and the rest of the caller's props for the native element.
 * `useFieldControl` runs the kit's named rules; an input whose rules are all its own (TagInput) calls
 * this directly and does not ship the rule table.
 */
export function useField<T, E extends HTMLElement, P extends FieldControlProps<T, E>>(
  props: P,
  { empty, check, ownError }: FieldOptions<T>,
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

  const liveError = check(current);
  const [shown, setShown] = useState(false);
  const liveErrorRef = useRef(liveError);
  useEffect(() => {
    liveErrorRef.current = liveError;
  });
  const group = use(ValidationGroupContext);
  useEffect(
    () =>
      group?.register({
        validate: () => {
          setShown(true);
          return !liveErrorRef.current;
        },
        reset: () => setShown(false),
        element: () => focusRef.current,
      }),
    [group],
  );
  const markTouched = useCallback(() => setShown(true), []);

  // An error from the caller (or the input's own) is shown as is, whatever the rules say.
  const given = error || ownError;
  const shownError = isShown(given) ? given : shown ? liveError : undefined;
  return {
    value: current,
    setValue: setCurrent,
    ref: mergedRef,
    focusRef,
    /** Call when focus leaves the input: its rules' message shows from then on. */
    markTouched,
    disabled,
    required,
    /** Spread onto `Field`. */
    fieldProps: { id, className, describedBy, label, hint, error: shownError, required, disabled },
    /** The caller's other props, for the native element. */
    rest,
  };
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

/** `useField` with the kit's rules: `props.rules` (names or functions) and `required`, run by `validate`. */
export function useFieldControl<T, E extends HTMLElement, P extends FieldControlProps<T, E>>(
  props: P,
  { empty, requiredRule = 'required', rules: ownRules, countryCode, ownError }: Options<T>,
) {
  const { required, label } = props;
  const rules = ownRules ?? props.rules;
  const effectiveRules = useMemo<Rules>(() => {
    const list = rules ?? [];
    const speaksForEmpty = list.some((rule) => typeof rule === 'string' && emptinessRules.includes(rule as RuleName));
    return required && !speaksForEmpty ? [requiredRule, ...list] : list;
  }, [rules, required, requiredRule]);
  const options = { label: typeof label === 'string' ? label : undefined, countryCode };
  return useField<T, E, P>(props, { empty, ownError, check: (value) => validate(value, effectiveRules, options) });
}
