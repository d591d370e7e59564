import { z } from 'zod';

/** Accepted uploads (spec section 5): Word documents, PDF, PNG, GIF, JPEG, MP4, M4V and other video; WebP. */
export const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/3gpp',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_MAX_MB = 10;

/** `POST /api/get-signed-url/`: `type` defaults to `assets` (public); `documents` when `public` is false. */
export const SignedUrlRequestSchema = z.object({
  file_name: z.string({ error: 'File name is required' }).trim().min(1, 'File name is required').max(200),
  file_type: z.enum(UPLOAD_TYPES, { error: 'This file type is not accepted.' }),
  public: z.boolean().default(true),
  type: z.enum(['assets', 'documents']).optional(),
});
export type SignedUrlRequest = z.input<typeof SignedUrlRequestSchema>;

export interface SignedUrl {
  /** PUT the file's bytes here with `Content-Type: file_type`, before `expires_in` seconds pass. */
  url: string;
  method: 'PUT';
  /** The key to send back in ads (`images`) and documents (`path`). */
  path: string;
  /** Where a public file is read from; null for private documents. */
  public_url: string | null;
  expires_in: number;
  headers: { 'content-type': string };
}

/** The embedded store's answer to a successful PUT. Images also get WebP thumbnails. */
export interface Uploaded {
  path: string;
  content_type: string;
  size: number;
  url: string | null;
  card?: string;
  detail?: string;
}

/** `POST /api/document/` */
export const DocumentInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  path: z.string({ error: 'Path is required' }).trim().min(1, 'Path is required').max(300),
  document_type: z.string().trim().min(1).max(60).default('document'),
  size: z.number().int().nonnegative().optional(),
  is_public: z.boolean().default(false),
});
export interface DocumentRecord {
  id: number;
  title: string;
  name: string;
  path: string;
  document_type: string;
  size: number;
  is_public: boolean;
  created_on: string;
  /** Where the owner (or anyone, when public) downloads it. */
  url: string;
}
