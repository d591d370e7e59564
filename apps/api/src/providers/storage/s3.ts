import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { z } from 'zod';
import type { S3Store } from './index';

const S3EnvSchema = z.object({
  S3_BUCKET: z.string().min(1),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Where public objects are read from (a CDN); defaults to the bucket's own address. */
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['1', 'true', '0', 'false']).optional(),
});
export type S3Settings = z.infer<typeof S3EnvSchema>;

/** S3 settings when `S3_BUCKET` is set; throws naming the bad variable when one is malformed. */
export function s3SettingsFrom(env: { S3_BUCKET?: string }): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  const parsed = S3EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid S3 settings: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  }
  return parsed.data;
}

export function s3Storage(s: S3Settings): S3Store {
  const client = new S3Client({
    region: s.S3_REGION,
    endpoint: s.S3_ENDPOINT,
    forcePathStyle: s.S3_FORCE_PATH_STYLE === '1' || s.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const publicBase = (
    s.S3_PUBLIC_URL ??
    (s.S3_ENDPOINT
      ? `${s.S3_ENDPOINT.replace(/\/$/, '')}/${s.S3_BUCKET}`
      : `https://${s.S3_BUCKET}.s3.${s.S3_REGION}.amazonaws.com`)
  ).replace(/\/$/, '');
  const url = (key: string) => `${publicBase}/${key}`;
  return {
    kind: 's3',
    // Single use through S3's conditional write: `If-None-Match: *` is one of the signed headers,
    // so the PUT must carry it, and S3 refuses to write over an existing object (412, or 409 when
    // two PUTs race). A presigned URL cannot be made single-use any other way: S3 keeps no record
    // of a URL's uses, only of the object.
    signPut: async (key, contentType, expiresIn) => ({
      url: await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: s.S3_BUCKET, Key: key, ContentType: contentType, IfNoneMatch: '*' }),
        { expiresIn },
      ),
      headers: { 'content-type': contentType, 'if-none-match': '*' },
    }),
    publicUrl: url,
    // Thumbnails are made by the bucket's image pipeline or CDN; until then every size is the original.
    imageUrls: (key) => ({ url: url(key), card: url(key), detail: url(key) }),
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: s.S3_BUCKET, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
