import { z } from 'zod';
import { paginated } from './common';

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

export const SignedUrlSchema = z.object({
  /**
   * PUT the file's bytes here, with every header of `headers`, before `expires_in` seconds pass.
   * Single-use: a second PUT is refused (409 from the embedded store, 412 from S3).
   */
  url: z.string(),
  method: z.literal('PUT'),
  /** The key to send back in ads (`images`) and documents (`path`). */
  path: z.string(),
  /** Where a public file is read from; null for private documents. */
  public_url: z.string().nullable(),
  expires_in: z.number().int(),
  /** Send each of these with the PUT: `if-none-match: *` too when the store is S3 (it is signed). */
  headers: z.object({ 'content-type': z.string(), 'if-none-match': z.literal('*').optional() }),
});
export type SignedUrl = z.infer<typeof SignedUrlSchema>;

/** The embedded store's answer to a successful PUT. Images also get WebP thumbnails. */
export const UploadedSchema = z.object({
  path: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().nullable(),
  card: z.string().optional(),
  detail: z.string().optional(),
});
export type Uploaded = z.infer<typeof UploadedSchema>;

/** `POST /api/document/` */
export const DocumentInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  path: z.string({ error: 'Path is required' }).trim().min(1, 'Path is required').max(300),
  document_type: z.string().trim().min(1).max(60).default('document'),
  size: z.number().int().nonnegative().optional(),
  is_public: z.boolean().default(false),
});
export type DocumentInput = z.input<typeof DocumentInputSchema>;
export const DocumentRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  path: z.string(),
  document_type: z.string(),
  size: z.number().int(),
  is_public: z.boolean(),
  created_on: z.string(),
  /** Where the owner (or anyone, when public) downloads it. */
  url: z.string(),
});
export type DocumentRecord = z.infer<typeof DocumentRecordSchema>;
export const DocumentListSchema = paginated(DocumentRecordSchema);
export const DocumentIdParamsSchema = z.object({ id: z.string().max(40) });
