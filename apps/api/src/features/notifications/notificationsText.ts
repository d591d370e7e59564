import { defineText } from '@haat/ui/text';

/** The notifications (the bell, pushes), in their reader's language. */
export const notificationsText = defineText('notifications', {
  buyer: 'A buyer',
  user: 'a user',
  chat: '{name} wants to chat about “{title}”.',
  message: 'New messages from {name} about “{title}”.',
  /** {amount}: rupees, as ₹45,000. */
  offer: '{name} offered {amount} for “{title}”.',
  /** {amount}: rupees. */
  offerAccepted: '{name} accepted {amount} for “{title}”: you have a deal.',
  /** {amount}: rupees. */
  offerDeclined: '{name} declined your offer of {amount} for “{title}”.',
  phoneRequest: '{name} asks for your phone number about “{title}”.',
  phoneShared: '{name} shared their phone number with you about “{title}”.',
  phoneDeclined: '{name} chose not to share their phone number about “{title}”.',
  /** {stars}: 1 to 5. */
  rated: '{name} rated you {stars} out of 5 for “{title}”. See it, and reply, on your page.',
  ratingReply: '{name} replied to your rating for “{title}”.',
  expiring: 'Your ad “{title}” expires in 3 days. Renew it to keep it live.',
  removed: "An admin removed your ad “{title}”: {reason} To appeal, use Contact us with the ad's number.",
});
