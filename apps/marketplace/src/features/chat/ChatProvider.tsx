import type { NotificationList, ServerFrame } from '@haat/contract';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { WALLET } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { useAppState } from '../../state/AppState';
import { notificationsQuery, unreadQuery } from './chatQueries';
import { readStorage } from '../../state/storage';
import type { ChatSocket, SocketStatus } from './chatSocket';

/** What the app needs of the socket (tests hand in a fake one). */
export type RealtimeSocket = Pick<
  ChatSocket,
  'start' | 'stop' | 'subscribe' | 'onStatus' | 'typing' | 'retryNow' | 'status'
>;

interface ChatState {
  socket: RealtimeSocket | null;
  status: SocketStatus;
  /** Unread messages over all my chats. */
  unread: number;
  /** Unread notifications (the bell). */
  notificationsUnread: number;
  /** Count the unread messages again (after reading a chat). */
  refreshUnread: () => void;
}

const ChatContext = createContext<ChatState>({
  socket: null,
  status: 'offline',
  unread: 0,
  notificationsUnread: 0,
  refreshUnread: () => undefined,
});

export function useChat(): ChatState {
  return useContext(ChatContext);
}

/** Every frame of the socket while the caller is mounted. */
export function useSocketFrames(onFrame: (frame: ServerFrame) => void) {
  const { socket } = useChat();
  const handler = useRef(onFrame);
  useEffect(() => {
    handler.current = onFrame;
  });
  useEffect(() => socket?.subscribe((f) => handler.current(f)), [socket]);
}

/** The socket's code loads with the first signed-in page, not with every visitor's home page. */
async function defaultSocket(onEnded: () => void): Promise<RealtimeSocket | null> {
  if (typeof WebSocket === 'undefined') return null;
  const { ChatSocket, socketUrl } = await import('./chatSocket');
  return new ChatSocket(socketUrl(readStorage('domain') ?? ''), () => readStorage('token') ?? null, WebSocket, onEnded);
}

/**
 * The socket and the counts the header and bottom bar show, for a signed-in user: connected while
 * signed in, the counts kept live by the socket's frames.
 */
export function ChatProvider({ socket: given, children }: { socket?: RealtimeSocket | null; children: ReactNode }) {
  const { profile, setWallet, reloadProfile } = useAppState();
  // The server closed the socket because the session ended (blocked by an admin, signed out on
  // another device): asking for the profile gets the 401 that signs this page out at once.
  const ended = useRef(reloadProfile);
  useEffect(() => {
    ended.current = reloadProfile;
  });
  const [made, setMade] = useState<RealtimeSocket | null>(null);
  const socket = given === undefined ? made : given;
  const [status, setStatus] = useState<SocketStatus>(socket?.status ?? 'offline');
  const userId = profile?.id;
  const signedIn = userId !== undefined;
  const cache = useQueryCache();
  // The counts: on sign-in, on every reconnect, after frames that change them, and back to the tab.
  const unread = useQuery(signedIn ? unreadQuery.key : null, unreadQuery.load, { revalidateOnFocus: true }).data ?? 0;
  const notificationsUnread =
    useQuery(signedIn ? notificationsQuery.key : null, notificationsQuery.load, { revalidateOnFocus: true }).data
      ?.unread_count ?? 0;

  useEffect(() => {
    if (given !== undefined || made || !signedIn) return;
    let live = true;
    defaultSocket(() => void ended.current()).then(
      (s) => {
        if (live) setMade(s);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [given, made, signedIn]);

  // While signed in: connected, with the counts kept live by the frames (a burst counts once).
  useEffect(() => {
    if (!socket || userId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        cache.invalidate(unreadQuery.key);
        cache.invalidate(notificationsQuery.key);
      }, 300);
    };
    const offFrames = socket.subscribe((frame) => {
      if (frame.type === 'notification') {
        // The new notification joins the cached list (the bell and My Account's panel read it);
        // with no list yet (it failed, say), the list is asked for again.
        const list = cache.get(notificationsQuery.key)?.data as NotificationList | undefined;
        if (!list) cache.invalidate(notificationsQuery.key);
        else
          cache.set(notificationsQuery.key, {
            ...list,
            unread_count: frame.unread_count,
            count: list.count + 1,
            results: [frame.notification, ...list.results],
          });
      } else if (frame.type === 'wallet') {
        setWallet(frame.balance_paise);
        cache.invalidate(WALLET);
      } else if (frame.type === 'message' || frame.type === 'read' || frame.type === 'ready') later();
    });
    const offStatus = socket.onStatus(setStatus);
    socket.start();
    const online = () => socket.retryNow();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      offFrames();
      offStatus();
      socket.stop();
    };
  }, [socket, userId, setWallet, cache]);

  // Signed out, nothing is unread (the counts of the last account are not shown to the next).
  const value = useMemo(
    () => ({
      socket,
      status,
      unread: signedIn ? unread : 0,
      notificationsUnread: signedIn ? notificationsUnread : 0,
      refreshUnread: () => cache.invalidate(unreadQuery.key),
    }),
    [socket, status, unread, notificationsUnread, signedIn, cache],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
