import { defineText } from '../../locale/text';
/** FileUpload's words. The three status strings are the spec's, verbatim (section 4, "Upload"). */
export const fileUploadText = defineText('ui.fileUpload', {
  uploading: 'Uploading....',
  uploadedSuccessfully: 'Uploaded Successfully',
  uploaded: 'Uploaded',
  dropzone: 'Drag and drop a file here, or',
  browse: 'browse',
  cancel: 'Cancel upload',
  edit: 'Replace',
  chooseAnother: 'Choose another file',
  delete: 'Delete',
  download: 'Download',
  preview: 'Preview',
  /** `{name}` is replaced. */
  typeRefused: '{name} is not an accepted file type.',
  /** `{name}` and `{max}` are replaced. */
  tooLarge: '{name} is larger than {max}.',
  uploadFailed: 'Upload failed. Please try again.',
  /** With `multiple`, past `maxFiles`: `{count}` is replaced. */
  tooMany: 'No room for {count} of the files you chose; they were left out.',
  /** Sends the file that failed once more. */
  retry: 'Try again',
} as const);

export type FileUploadText = { [K in keyof typeof fileUploadText]: string };
