import { defineText } from '@haat/ui';
/** Every string of the Contact us page, for a translated catalogue to replace. `{…}` are replaced. */
export const contactText = defineText('contact', {
  title: 'Contact us',
  description: 'Write to the Haat team: questions, feedback or a problem with an ad.',
  /** One sentence for each mix of a set support e-mail and phone (`{email}`, `{phone}`: links); unset ones are left out. */
  intro: {
    both: 'Write to {email}, call {phone}, or use the form.',
    email: 'Write to {email} or use the form.',
    phone: 'Call {phone} or use the form.',
    none: 'Write to us with the form below: we answer within two working days.',
  },
  /** Names the form for screen readers. */
  form: 'Contact form',
  name: 'Name',
  /** The message's start when the form is opened from a removed ad's appeal link. */
  appealMessage: 'About my ad #{id}, which an admin removed: ',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional',
  message: 'Message',
  send: 'Send message',
  sent: 'Thank you. Your message has reached us, and we will reply by e-mail.',
  /** The form could not be sent for a reason that no field explains (the network, the server). */
  failed: 'Your message could not be sent. Please try again.',
} as const);
