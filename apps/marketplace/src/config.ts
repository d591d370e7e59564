/**
 * Site facts shown on the pages. Change them here (or at build time with VITE_* variables) for a
 * real deployment; nothing else in the app repeats them.
 */
export const site = {
  name: 'Haat',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@haat.example',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? '+91 80 4567 8900',
  appStores: {
    android: import.meta.env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=example.haat',
    ios: import.meta.env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/in/app/haat/id0000000000',
  },
} as const;

/**
 * Where `GET /chat/{id}` is read (the spec's client reads chats from a separate host): set
 * VITE_CHAT_BASE_URL at build time; by default this origin. The socket is always `/ws` here.
 */
export const chatBaseUrl: string = (import.meta.env.VITE_CHAT_BASE_URL ?? '').replace(/\/+$/, '');
