import { defineText } from '../../locale/text';
/** PhotoList's words; `{n}`, `{total}` and `{max}` are replaced. */
export const photoListText = defineText('ui.photoList', {
  add: 'Add a photo',
  addHint: 'JPEG, PNG, WebP or GIF. The first photo is the cover.',
  dropzone: 'Drag and drop photos here, or',
  listLabel: 'Photos, in the order buyers see them',
  photo: 'Photo {n} of {total}',
  cover: 'Cover',
  makeCover: 'Make cover',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  remove: 'Remove',
  moved: 'Photo moved to position {n} of {total}.',
  coverChosen: 'Photo {n} is now the cover.',
  added: 'Photo added: {total} of {max}.',
  removed: 'Photo removed. {total} left.',
  full: 'You have added {max} photos, the most an ad can have.',
} as const);

export type PhotoListText = { [K in keyof typeof photoListText]: string };
