import { defineText } from '@haat/ui';
/** The words of the page a non-admin sees on an admin route, for a translated catalogue to replace. */
export const notAllowedText = defineText('notAllowed', {
  title: 'Not allowed',
  body: 'This page is for Haat admins only. Your account cannot open it.',
  home: 'Go to the home page',
} as const);
