export { Toast, Toaster } from './Toast';
export type { ToastProps, ToasterProps } from './Toast';
export { defaultToastText } from './toastText';
export type { ToastText } from './toastText';
export { createToaster } from './toaster';
export type { Schedule, ToastInput, ToastItem, ToastTone, Toaster as ToasterStore, ToasterOptions } from './toaster';
