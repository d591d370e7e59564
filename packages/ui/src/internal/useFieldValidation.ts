import { use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { emptinessRules, type RuleName } from '../validation/rules';
import { validate, type Rules } from '../validation/validate';
import { ValidationGroupContext } from '../validation/ValidationGroupContext';

interface Options {
  value: unknown;
  rules?: Rules;
  required?: boolean;
  /** The rule `required` adds when no rule of `rules` already speaks for an empty value. */
  requiredRule?: RuleName;
  label?: ReactNode;
  countryCode?: string;
  /** An error from the caller; shown as is, whatever the rules say. */
  error?: ReactNode;
  /** The element a group focuses when this field is its first invalid one. */
  focusRef: RefObject<HTMLElement | null>;
}

/**
 * A field's rules, computed live on every value, shown once the user leaves the field (`onBlur`) or
 * a group validates it, and cleared as soon as the value passes. Registers with the nearest
 * `ValidationGroup`.
 */
export function useFieldValidation({
  value,
  rules,
  required,
  requiredRule = 'required',
  label,
  countryCode,
  error,
  focusRef,
}: Options) {
  const effectiveRules = useMemo<Rules>(() => {
    const list = rules ?? [];
    const speaksForEmpty = list.some((rule) => typeof rule === 'string' && emptinessRules.includes(rule as RuleName));
    return required && !speaksForEmpty ? [requiredRule, ...list] : list;
  }, [rules, required, requiredRule]);

  const liveError = validate(value, effectiveRules, {
    label: typeof label === 'string' ? label : undefined,
    countryCode,
  });

  const [shown, setShown] = useState(false);
  const liveErrorRef = useRef(liveError);
  useEffect(() => {
    liveErrorRef.current = liveError;
  });

  const group = use(ValidationGroupContext);
  useEffect(() => {
    if (!group) return;
    return group.register({
      validate: () => {
        setShown(true);
        return !liveErrorRef.current;
      },
      reset: () => setShown(false),
      element: () => focusRef.current,
    });
  }, [group, focusRef]);

  const onBlur = useCallback(() => setShown(true), []);
  const hasExternal = error !== undefined && error !== null && error !== false && error !== '';
  return {
    error: hasExternal ? error : shown ? liveError : undefined,
    /** Call when focus leaves the field, to start showing its rules' message. */
    onBlur,
  };
}
