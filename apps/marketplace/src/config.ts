// The operator's details (support contacts, app links, grievance officer) are server settings,
// read with GET /api/site/ (features/site/useSite.ts), not build-time values.

/**
 * Where `GET /chat/{id}` is read (the spec's client reads chats from a separate host): set
 * VITE_CHAT_BASE_URL at build time; by default this origin. The socket is always `/ws` here.
 */
export const chatBaseUrl: string = (import.meta.env.VITE_CHAT_BASE_URL ?? '').replace(/\/+$/, '');
