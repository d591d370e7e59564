import { defineText } from '@haat/ui/text';

/** Chats and reports. */
export const chatText = defineText('chat', {
  noChat: 'No such chat.',
  noOffer: 'No such offer in this chat.',
  manyChats: 'You have started many chats today. Try again tomorrow.',
  ownAd: 'This is your own ad.',
  reportThanks: 'Thank you. Our team will look into it.',
  notSent: 'This message could not be sent.',
  wentWrong: 'Something went wrong. Try again.',
  sendFrame: 'Send a message, typing or ping frame.',
});
