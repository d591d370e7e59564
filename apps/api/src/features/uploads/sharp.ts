import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

/**
 * sharp (libvips), loaded when the first image is processed: loaded at start it holds about 19 MB
 * of an idle server's memory, which most restarts never use. Its cache of recent images (up to
 * 50 MB) is off: every upload, banner and demo photo is processed once.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}
