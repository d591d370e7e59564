import * as Popover from '@radix-ui/react-popover';
import { useId, type ComponentProps, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { Field, type FieldProps } from './Field';
import { PopoverPanel } from './PopoverPanel';
import { TriggerButton, TriggerIcon, TriggerValue } from './Trigger.styles';
import { useControllableState } from './useControllableState';

type TriggerProps = Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>;

/** The open state props every panel input takes (house style: `open` / `defaultOpen` / `onOpenChange`). */
export interface OpenStateProps {
  /** Whether the panel is open (controlled). */
  open?: boolean;
  /** Whether the panel starts open when `open` is not given (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, Escape, a click outside, or a completed pick. */
  onOpenChange?: (open: boolean) => void;
}

interface Props extends FieldProps, OpenStateProps {
  id?: string;
  className?: string;
  describedBy?: string;
  /** The field's button: the caller's extra props, and the ref that reaches it. */
  trigger: TriggerProps;
  triggerRef: Ref<HTMLButtonElement>;
  /** What the button says: the choice, or a placeholder. */
  valueText: ReactNode;
  isPlaceholder: boolean;
  icon: ReactNode;
  hasPopup: 'listbox' | 'dialog';
  /** Called when the panel closes, or when focus leaves the closed button: the field has been visited. */
  onVisited: () => void;
  /** Props for the panel (its accessible name, where focus goes on open). */
  panel?: Omit<ComponentProps<typeof PopoverPanel>, 'children'>;
  /** The panel's content; `close()` shuts it and gives focus back to the button. */
  children: (panel: { labelId: string; close: () => void }) => ReactNode;
}

/**
 * The shared frame of Dropdown, MultiSelect, DatePicker and DateRangePicker: a field whose control is
 * a button that opens a Radix popover. Opens on click (and ArrowDown/ArrowUp), closes on a second
 * click, an outside click or Escape, and returns focus to the button.
 */
export function PopoverField({
  id,
  className,
  describedBy,
  label,
  hint,
  error,
  required,
  disabled,
  trigger,
  triggerRef,
  valueText,
  isPlaceholder,
  icon,
  hasPopup,
  onVisited,
  panel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: Props) {
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onVisited();
  };
  const valueId = useId();
  const { onKeyDown, onBlur, ...rest } = trigger;

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
    >
      {/* A button takes no native `required`; the label's asterisk and the rules say it. */}
      {({ required: _native, ...control }, { labelId }) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <TriggerButton
              {...rest}
              {...control}
              ref={triggerRef}
              type="button"
              aria-haspopup={hasPopup}
              aria-labelledby={`${labelId} ${valueId}`}
              disabled={disabled}
              onKeyDown={(event) => {
                onKeyDown?.(event);
                if (!event.defaultPrevented && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
              onBlur={(event) => {
                // Focus moving into the open panel is not leaving the field.
                if (!open) onVisited();
                onBlur?.(event);
              }}
            >
              <TriggerValue id={valueId} data-placeholder={isPlaceholder ? '' : undefined}>
                {valueText}
              </TriggerValue>
              <TriggerIcon aria-hidden="true">{icon}</TriggerIcon>
            </TriggerButton>
          </Popover.Trigger>
          <Popover.Portal>
            <PopoverPanel align="start" sideOffset={4} aria-labelledby={labelId} {...panel}>
              {children({ labelId, close: () => setOpen(false) })}
            </PopoverPanel>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
