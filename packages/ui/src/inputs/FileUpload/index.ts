export { FileUpload } from './FileUpload';
export type { FileUploadProps, UploadedFile, UploadFn, FileUploadAction } from './FileUpload';
export { fileUploadText } from './fileUploadText';
export type { FileUploadText } from './fileUploadText';
export { DEFAULT_ACCEPT } from './fileTypes';
export type { UploadStatus } from './uploadReducer';
