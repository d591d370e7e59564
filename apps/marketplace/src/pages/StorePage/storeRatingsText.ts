import { defineText } from '@haat/ui';
/** `/store/{id}/`: what the rated person and admins do to its ratings (loaded only for them). */
export const storeRatingsText = defineText('storeRatings', {
  /** The rated person's reply was posted. */
  replied: 'Your reply is posted under the rating.',
  /** An admin's button under a rating. */
  removeRating: 'Remove',
  /** The remove button's accessible name: the rating's author `{name}`. */
  removeRatingOf: "Remove {name}'s rating",
  removeTitle: 'Remove this rating?',
  removeDescription:
    "{name}'s rating leaves this page and the seller's average. Say which rule it breaks: the reason is kept in the audit log.",
  ratingRemoved: 'The rating is removed.',
  ratingActionFailed: 'That did not work. Check your connection and try again.',
});
