// The part of http_ece (no published types) the push stand-in uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm' | 'aesgcm'; privateKey?: ECDH; authSecret?: string; dh?: string },
    ): Buffer;
  };
  export default ece;
}
