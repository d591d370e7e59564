import { defineText } from '../../locale/text';

/** Toast's and Toaster's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultToastText = defineText('ui.toast', {
  /** The name of a notification's close button (an ×). */
  dismiss: 'Dismiss',
  /** The name of the region the notifications appear in, read by screen readers. */
  label: 'Notifications',
});

export type ToastText = { [K in keyof typeof defaultToastText]: string };
