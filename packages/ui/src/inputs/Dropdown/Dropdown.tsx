import { useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import type { FieldProps } from '../../internal/Field';
import type { SelectOption } from '../../internal/options';
import { PopoverField, type OpenStateProps } from '../../internal/PopoverField';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import { Check, Listbox, OptionItem } from './Dropdown.styles';
import { useText } from '../../locale/LocaleProvider';
import { defaultDropdownText, type DropdownText } from './dropdownText';

export interface DropdownProps
  extends
    Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>,
    FieldProps,
    OpenStateProps {
  /** The choices, in order: `{ value, label, disabled? }`, one option of the panel each. */
  options: readonly SelectOption[];
  /** The chosen option's value; `''` for none. */
  value?: string;
  /** The initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the chosen value, never an event. */
  onChange?: (next: string) => void;
  /** Rules for `validate()`; `required` adds `required`. */
  rules?: Rules;
  /** Shown while nothing is chosen. @default text.placeholder ('Select') */
  placeholder?: string;
  /** The field's own words; a translated catalogue replaces them. @default defaultDropdownText */
  text?: Partial<DropdownText>;
}

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * A single choice from a panel: opens and closes on click, closes on an outside click or Escape and
 * gives focus back to its button. Arrow keys, Home and End move through the options; Enter picks.
 */
export function Dropdown({
  options,
  placeholder,
  open,
  defaultOpen,
  onOpenChange,
  text: overrides,
  ...props
}: DropdownProps) {
  const text = useText(defaultDropdownText, overrides);
  const { rest: trigger, ...field } = useFieldControl(props, { empty: '' });
  const listRef = useRef<HTMLDivElement>(null);
  const selected = options.find((o) => o.value === field.value);

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const to = KEY_MOVES[event.key]?.(all.indexOf(document.activeElement as HTMLElement), all.length - 1);
    if (to === undefined) return;
    event.preventDefault();
    all[to]?.focus();
  };

  return (
    <PopoverField
      {...field.fieldProps}
      {...{ open, defaultOpen, onOpenChange }}
      trigger={trigger}
      triggerRef={field.ref}
      valueText={selected?.label ?? placeholder ?? text.placeholder}
      isPlaceholder={!selected}
      icon="▼"
      hasPopup="listbox"
      onVisited={field.markTouched}
      panel={{
        onOpenFocus: () => {
          const all = items();
          (all.find((el) => el.getAttribute('aria-selected') === 'true') ?? all[0])?.focus();
        },
      }}
    >
      {({ labelId, close }) => {
        const choose = (option: (typeof options)[number]) => {
          if (option.disabled) return;
          field.setValue(option.value);
          close();
        };
        return (
          <Listbox ref={listRef} role="listbox" aria-labelledby={labelId} onKeyDown={move}>
            {options.map((option) => {
              const isSelected = option.value === field.value;
              return (
                <OptionItem
                  key={option.value}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isSelected}
                  aria-disabled={option.disabled || undefined}
                  onClick={() => choose(option)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      choose(option);
                    }
                  }}
                >
                  <Check aria-hidden="true">{isSelected ? '✓' : ''}</Check>
                  {option.label}
                </OptionItem>
              );
            })}
          </Listbox>
        );
      }}
    </PopoverField>
  );
}
