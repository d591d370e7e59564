import type { ApiClient } from '../../api/client';
import * as chatApi from '../../api/chat';
import { ACCOUNT } from '../../query/accountKeys';
import type { LoadContext } from '../../routing/loadContext';

/** One of my chats with its latest messages (not mine, or gone, is the page's "not found"). */
export const chatQuery = (chatId: number) => ({
  key: `${ACCOUNT}chat:${chatId}`,
  load: (api: ApiClient, signal: AbortSignal) =>
    chatApi.get(api, chatId, undefined, { signal, expected: [404, 500, 502, 503] }),
});

/** `/chat/{adId}/{chatId}/`: the conversation (`/chat/{adId}/` first opens the chat, a change). */
export function loadChat({ api, cache, params }: LoadContext): Promise<unknown> {
  const chatId = Number(params.chatid);
  if (!params.chatid || !Number.isInteger(chatId)) return Promise.resolve();
  const q = chatQuery(chatId);
  return cache.fetch(q.key, (signal) => q.load(api, signal));
}
