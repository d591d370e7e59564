import { defineText } from '@haat/ui/text';

/** Contact us. */
export const contactText = defineText('contact', {
  thanks: 'Thank you. We will get back to you soon.',
});
