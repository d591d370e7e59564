import { defineText } from '@haat/ui';
/** Every string of the Try Haat page, for a translated catalogue to replace. `{…}` are replaced. */
export const tryText = defineText('try', {
  title: 'Try Haat',
  description: 'See how Haat works before you sign up: browse, search and chat.',
  intro: 'You do not need an account to look around. Try these:',
  mobiles: 'Browse mobiles and tablets',
  cars: 'Browse cars and bikes',
  /** Opens a search for the word in the link's address (`sofa`). */
  sofa: 'Search for a sofa',
  /** `{post}` is the link `post`. */
  next: 'When you find something you like, sign up with your mobile number to chat with the seller, or {post}.',
  post: 'post your own free ad',
} as const);
