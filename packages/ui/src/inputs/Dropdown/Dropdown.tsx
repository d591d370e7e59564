import * as Popover from '@radix-ui/react-popover';
import { useId, useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import type { SelectOption } from '../../internal/options';
import { PopoverPanel } from '../../internal/PopoverPanel';
import { TriggerButton, TriggerIcon, TriggerValue } from '../../internal/Trigger.styles';
import { useControllableState } from '../../internal/useControllableState';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import { Check, Listbox, OptionItem } from './Dropdown.styles';

export interface DropdownProps
  extends Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>, FieldProps {
  options: readonly SelectOption[];
  /** The chosen option's value; `''` for none. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  /** Called with the chosen value, never an event. */
  onChange?: (next: string) => void;
  rules?: Rules;
  /** Shown while nothing is chosen. @default 'Select' */
  placeholder?: string;
  /** Whether the panel is open (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A single choice from a panel: opens and closes on click, closes on an outside click or Escape and
 * gives focus back to its button. Arrow keys, Home and End move through the options; Enter picks.
 */
export function Dropdown({
  label,
  hint,
  error,
  required,
  disabled,
  rules,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onKeyDown,
  options,
  placeholder = 'Select',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: DropdownProps) {
  const field = useFieldControl({ value, defaultValue, onChange, rules, required, label, error, ref });
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) field.markTouched();
  };
  const listRef = useRef<HTMLDivElement>(null);
  const valueId = useId();
  const selected = options.find((o) => o.value === field.value);

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: Math.min(index + 1, all.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    all[target]?.focus();
  };
  const choose = (option: SelectOption) => {
    if (option.disabled) return;
    field.setValue(option.value);
    setOpen(false);
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={field.error}
      required={required}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
    >
      {({ required: _native, ...control }, { labelId }) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <TriggerButton
              {...rest}
              {...control}
              ref={field.ref}
              type="button"
              aria-haspopup="listbox"
              aria-labelledby={`${labelId} ${valueId}`}
              disabled={disabled}
              onKeyDown={(event) => {
                onKeyDown?.(event);
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
              onBlur={(event) => {
                if (!open) field.markTouched();
                onBlur?.(event);
              }}
            >
              <TriggerValue id={valueId} data-placeholder={selected ? undefined : ''}>
                {selected?.label ?? placeholder}
              </TriggerValue>
              <TriggerIcon aria-hidden="true">▼</TriggerIcon>
            </TriggerButton>
          </Popover.Trigger>
          <Popover.Portal>
            <PopoverPanel
              align="start"
              sideOffset={4}
              aria-labelledby={labelId}
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                const all = items();
                (all.find((el) => el.getAttribute('aria-selected') === 'true') ?? all[0])?.focus();
              }}
            >
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
            </PopoverPanel>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
