import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, type FieldProps } from './Field';
import { PopoverPanel } from './PopoverPanel';
import { TriggerButton, TriggerIcon, TriggerValue } from './Trigger.styles';
import { useControllableState } from './useControllableState';
import { useMergedRef } from './useMergedRef';

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
  /** The panel's accessible name, and where focus goes when it opens. */
  panel?: {
    'aria-label'?: string;
    'aria-labelledby'?: string;
    /** Moves focus into the just-opened panel; by default its first focusable element, unless focus is already in it. */
    onOpenFocus?: (panel: HTMLElement) => void;
  };
  /** The panel's content; `close()` shuts it and gives focus back to the button. */
  children: (panel: { labelId: string; close: () => void }) => ReactNode;
}

/**
 * The shared frame of Dropdown, MultiSelect, DatePicker and DateRangePicker: a field whose control is
 * a button that opens a native popover (top layer, anchored under the button). Opens on click (and
 * ArrowDown/ArrowUp), closes on a second click, an outside click, Escape or focus leaving it, and
 * returns focus to the button.
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
  const uid = useId();
  const panelId = `${uid}panel`;
  // A dashed ident of this instance: useId's characters are not all valid in one.
  const anchorName = `--popover${uid.replace(/[^\w-]/g, '')}`;
  const { onKeyDown, onBlur, onClick, style, ...rest } = trigger;
  const triggerEl = useRef<HTMLButtonElement>(null);
  const panelEl = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(triggerRef, triggerEl);
  const { onOpenFocus, ...panelLabel } = panel ?? {};

  useEffect(() => {
    if (!open) return;
    const panelNode = panelEl.current;
    const button = triggerEl.current;
    if (panelNode && !panelNode.contains(document.activeElement)) {
      if (onOpenFocus) onOpenFocus(panelNode);
      else (panelNode.querySelector<HTMLElement>(FOCUSABLE) ?? panelNode).focus();
    }
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (panelEl.current?.contains(target) || triggerEl.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
      // Focus that was in the panel goes back to the button, not to the page.
      const active = document.activeElement;
      if (!active || active === document.body || panelNode?.contains(active)) button?.focus();
    };
    // Only the open state starts and ends the listeners; the setOpen of the opening render is enough
    // (it calls the field's stable setters).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

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
        <>
          <TriggerButton
            {...rest}
            {...control}
            ref={ref}
            style={{ ...style, anchorName } as CSSProperties}
            type="button"
            aria-haspopup={hasPopup}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-labelledby={`${labelId} ${valueId}`}
            disabled={disabled}
            onClick={(event) => {
              onClick?.(event);
              if (!event.defaultPrevented) setOpen(!open);
            }}
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
          {open && (
            <PopoverPanel
              // Shown as it mounts, so that the content's own autofocus (the calendar's day) finds it visible.
              ref={(node: HTMLDivElement | null) => {
                panelEl.current = node;
                // The button's width, for panels as wide as their field (Dropdown, MultiSelect).
                node?.style.setProperty('--popover-trigger-width', `${triggerEl.current?.offsetWidth ?? 0}px`);
                if (node?.isConnected && !node.matches(':popover-open')) node.showPopover?.();
              }}
              // Without the Popover API (older browsers, jsdom) the panel stays in the page's flow.
              popover={SUPPORTS_POPOVER ? 'manual' : undefined}
              id={panelId}
              role="dialog"
              tabIndex={-1}
              aria-labelledby={labelId}
              {...panelLabel}
              style={{ positionAnchor: anchorName } as CSSProperties}
              onBlur={(event) => {
                // Tabbing out of the panel closes it, as leaving any non-modal popover does.
                const next = event.relatedTarget;
                if (next && !event.currentTarget.contains(next) && next !== triggerEl.current) setOpen(false);
              }}
            >
              {children({ labelId, close: () => setOpen(false) })}
            </PopoverPanel>
          )}
        </>
      )}
    </Field>
  );
}

const SUPPORTS_POPOVER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';
