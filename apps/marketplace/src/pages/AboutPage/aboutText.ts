import { defineText } from '@haat/ui';
/** Every string of the About page, for a translated catalogue to replace. `{…}` are replaced. */
export const aboutText = defineText('about', {
  title: 'About Haat',
  description: 'Haat is a free classifieds marketplace for India: buy and sell near you.',
  intro:
    'Haat (हाट) is the weekly village market, where neighbours meet to buy and sell. We built the same thing for phones: a free classifieds marketplace where anyone in India can post an ad for a mobile, a car, a flat, a job or a sofa, and buyers nearby can find it.',
  freeHeading: 'Free to post',
  free: 'Posting an ad costs nothing. Sellers who want more buyers can make an ad featured: featured ads are listed first, and we promise cashback if the item sells within the featured period.',
  safeHeading: 'Safe by design',
  safe: 'Everyone signs in with a +91 mobile number and a one-time password, and buyers talk to sellers through chat, without sharing numbers until they want to.',
  contactHeading: 'Talk to us',
  /** One sentence for each mix of a set support e-mail and phone (`{email}`, `{phone}`: links); unset ones are left out. */
  contact: {
    both: 'Write to {email} or call {phone}.',
    email: 'Write to {email}.',
    phone: 'Call {phone}.',
    none: 'Write to us through the {form}.',
  },
  contactForm: 'contact form',
} as const);
