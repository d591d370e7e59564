export { AppDownload } from './AppDownload';
export type { AppDownloadProps } from './AppDownload';
