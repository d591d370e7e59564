import type { GalleryImage } from './ImageGallery';

/** Deterministic inline pictures for stories and tests (no network, no fonts). */
export function samplePhoto(hue: number, shape: 'sun' | 'car' | 'house' = 'sun', width = 800, height = 600): string {
  const body =
    shape === 'car'
      ? `<rect x="180" y="300" width="440" height="110" rx="30" fill="hsl(${hue},70%,45%)"/><rect x="260" y="230" width="260" height="90" rx="24" fill="hsl(${hue},60%,55%)"/><circle cx="280" cy="420" r="42" fill="#222"/><circle cx="520" cy="420" r="42" fill="#222"/>`
      : shape === 'house'
        ? `<rect x="250" y="270" width="300" height="200" fill="hsl(${hue},45%,60%)"/><path d="M220 280 400 140 580 280z" fill="hsl(${hue},60%,35%)"/><rect x="370" y="370" width="60" height="100" fill="#5b3a1a"/>`
        : `<circle cx="400" cy="260" r="110" fill="hsl(${hue},85%,60%)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600"><rect width="800" height="600" fill="hsl(${hue},40%,88%)"/><rect y="470" width="800" height="130" fill="hsl(${hue},25%,70%)"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const carPhotos: GalleryImage[] = [
  { src: samplePhoto(210, 'car'), width: 800, height: 600 },
  { src: samplePhoto(10, 'car'), width: 800, height: 600 },
  { src: samplePhoto(130, 'sun'), width: 800, height: 600 },
  { src: samplePhoto(280, 'house', 600, 800), width: 600, height: 800, alt: 'Parking space in the society compound' },
  { src: samplePhoto(45, 'sun'), width: 800, height: 600 },
];
