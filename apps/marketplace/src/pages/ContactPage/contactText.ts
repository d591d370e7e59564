/** Every string of the Contact us page, for a translated catalogue to replace. `{…}` are replaced. */
export const contactText = {
  title: 'Contact us',
  description: 'Write to the Haat team: questions, feedback or a problem with an ad.',
  /** `{email}` and `{phone}` are the support e-mail and phone from the server's settings, as links. */
  intro: 'Write to {email}, call {phone}, or use the form.',
  /** Names the form for screen readers. */
  form: 'Contact form',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional',
  message: 'Message',
  send: 'Send message',
  sent: 'Thank you. Your message has reached us, and we will reply by e-mail.',
  /** The form could not be sent for a reason that no field explains (the network, the server). */
  failed: 'Your message could not be sent. Please try again.',
} as const;
