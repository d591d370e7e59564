import { defineText } from '@haat/ui/text';

/** Uploading photos and documents. */
export const uploadsText = defineText('uploads', {
  usedAddress: 'This upload address has already been used. Ask for a new one to upload another file.',
  empty: 'The file is empty.',
  largerThanDay: 'This file is larger than a day of uploads allows.',
  unreadable: 'The image could not be read.',
  notType: "The file's contents are not {type}.",
  sendAsType: 'Send the file with Content-Type: {type}.',
  filesPerDay: 'You can upload {limit} files a day. Try again later.',
  mbPerDay: 'You can upload {mb} MB a day. Try again later.',
});
