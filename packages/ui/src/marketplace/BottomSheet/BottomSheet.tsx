import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { DialogCloseButton, DialogOverlay } from '../../internal/dialog.styles';
import { bottomSheetText, type BottomSheetText } from './bottomSheetText';
import { Panel, SheetBody, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from './BottomSheet.styles';

export interface BottomSheetProps {
  /** Whether the sheet is open (controlled). */
  open?: boolean;
  /** Whether the sheet starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, ×, Escape or a tap outside. */
  onOpenChange?: (open: boolean) => void;
  /** The sheet's heading; it names the dialog. */
  title: string;
  /** A line under the title that describes the dialog. */
  description?: ReactNode;
  /** The button that opens the sheet; focus returns to it on close. Leave out when opened from elsewhere. */
  trigger?: ReactElement;
  /** The sheet's content; it scrolls when taller than the sheet. */
  children: ReactNode;
  /** Actions that stay in view under the content (e.g. "Show results"). */
  footer?: ReactNode;
  /** The sheet's own words (the × button's name); a translated catalogue replaces them. @default bottomSheetText */
  text?: Partial<BottomSheetText>;
}

/**
 * A dialog that rises from the bottom of a phone's screen: for filters and other secondary choices
 * that should not push a page's main content down. Focus moves into it and stays there, Escape or a
 * tap outside closes it, and focus returns to the trigger.
 */
export function BottomSheet({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  footer,
  text: overrides,
}: BottomSheetProps) {
  const text = { ...bottomSheetText, ...overrides };
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  // Without a Radix trigger (opened from elsewhere, or loaded lazily) the sheet remembers what had
  // focus and goes back to it; Radix alone would leave focus on the page's body.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <DialogOverlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            if (!trigger)
              returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <Panel>
            <SheetHeader>
              <Dialog.Title asChild>
                <SheetTitle>{title}</SheetTitle>
              </Dialog.Title>
              <Dialog.Close asChild>
                <DialogCloseButton type="button" aria-label={text.close}>
                  <span aria-hidden="true">×</span>
                </DialogCloseButton>
              </Dialog.Close>
            </SheetHeader>
            {description ? (
              <Dialog.Description asChild>
                <SheetDescription>{description}</SheetDescription>
              </Dialog.Description>
            ) : null}
            <SheetBody>{children}</SheetBody>
            {footer ? <SheetFooter>{footer}</SheetFooter> : null}
          </Panel>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
