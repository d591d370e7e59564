import { defineText } from '../../locale/text';

/** RatingStars', RatingForm's and RatingList's words, for a catalogue to translate; `text` replaces any of them. */
export const defaultRatingText = defineText('ui.rating', {
  /** The stars' accessible name: `{average}` to one decimal, then `{count}` (the `ratings` words). */
  summary: '{average} out of 5, {count}',
  /** How many ratings: `{count}`. */
  ratings: '{count, plural, one {# rating} other {# ratings}}',
  /** A person with no ratings yet. */
  none: 'No ratings yet',
  /** One rating's stars: `{stars}` of 5. */
  stars: '{stars, plural, one {# star} other {# stars}} out of 5',
  /** The form's star question, as the radio group's legend. */
  starsLabel: 'Your rating',
  /** The form's text field. */
  textLabel: 'Tell others about the deal (optional)',
  /** Characters used: `{count}` of `{max}`. */
  counter: '{count} of {max} characters',
  /** No stars chosen on submit. */
  starsRequired: 'Choose from 1 to 5 stars.',
  /** The text is too long: `{max}` characters. */
  tooLong: 'Keep it to {max} characters or fewer.',
  submit: 'Post rating',
  /** Saving an edited rating. */
  save: 'Save rating',
  cancel: 'Cancel',
  /** The list's heading. */
  listHeading: 'Recent ratings',
  /** Who gave a rating and when: `{name}` and `{date}`. */
  byLine: '{name}, {date}',
  /** A buyer's rating of a seller. */
  asBuyer: 'Bought from them',
  /** A seller's rating of a buyer. */
  asSeller: 'Sold to them',
  /** The rated person's reply, labelled. */
  reply: 'Reply',
  /** Marks a rating its author changed. */
  edited: 'Edited',
  /** Opens the reply form under a rating of me. */
  replyAction: 'Reply',
  /** The reply's text field. */
  replyLabel: 'Your reply',
  /** Submit on the reply form. */
  replySubmit: 'Post reply',
  /** An empty reply on submit. */
  replyRequired: 'Write your reply.',
});

export type RatingText = { [K in keyof typeof defaultRatingText]: string };
