import { useSyncExternalStore } from 'react';
import { useText } from '../../locale/LocaleProvider';
import { Close, Message, Region, ToastBox } from './Toast.styles';
import type { Toaster, ToastTone } from './toaster';
import { defaultToastText, type ToastText } from './toastText';

export interface ToastProps {
  /** The notification's text. */
  message: string;
  /** Colour and meaning: `info`, `success` or `error`. @default 'info' */
  tone?: ToastTone;
  /** Called by the close button; without it the toast has no close button. */
  onDismiss?: () => void;
  /** The toast's words (its close button's name); a translated catalogue replaces them. @default defaultToastText */
  text?: Partial<ToastText>;
}

/** One notification with a close button. Usually rendered by `Toaster`. */
export function Toast({ message, tone = 'info', onDismiss, text: overrides }: ToastProps) {
  const text = useText(defaultToastText, overrides);
  return (
    <ToastBox data-tone={tone}>
      <Message>{message}</Message>
      {onDismiss ? (
        <Close type="button" aria-label={text.dismiss} onClick={onDismiss}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Close>
      ) : null}
    </ToastBox>
  );
}

export interface ToasterProps {
  /** The store from `createToaster()` whose toasts this region shows; call its `show()` anywhere. */
  toaster: Toaster;
  /** The region's and its toasts' words (its name, Dismiss); a translated catalogue replaces them. @default defaultToastText */
  text?: Partial<ToastText>;
}

/**
 * Renders a toaster's notifications in a polite live region (`role="status"`), which is always in
 * the page so that screen readers announce new messages; nothing blocks the page.
 */
export function Toaster({ toaster, text: overrides }: ToasterProps) {
  const text = useText(defaultToastText, overrides);
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getToasts, toaster.getToasts);
  return (
    <Region role="status" aria-live="polite" aria-label={text.label}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          message={toast.message}
          tone={toast.tone}
          onDismiss={() => toaster.dismiss(toast.id)}
          text={overrides}
        />
      ))}
    </Region>
  );
}
