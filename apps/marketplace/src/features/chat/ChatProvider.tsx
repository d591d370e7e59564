import type { ServerFrame } from '@haat/contract';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../../api/ApiProvider';
import { useAppState } from '../../state/AppState';
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
  setNotificationsUnread: (n: number) => void;
  /** Count the unread messages again (after reading a chat). */
  refreshUnread: () => void;
}

const ChatContext = createContext<ChatState>({
  socket: null,
  status: 'offline',
  unread: 0,
  notificationsUnread: 0,
  setNotificationsUnread: () => undefined,
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
  const api = useApi();
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
  const [unread, setUnread] = useState(0);
  const [notificationsUnread, setNotificationsUnread] = useState(0);
  const [tick, setTick] = useState(0);
  const userId = profile?.id;
  const signedIn = userId !== undefined;

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

  // The counts: on sign-in, on every reconnect, and after frames that change them.
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    const opts = { signal: controller.signal, expected: [401, 404, 405, 500, 502, 503] };
    // Loaded with the first signed-in page, like the socket (the home page stays light).
    import('../../api/chat').then(
      (chatApi) => {
        chatApi.unread(api, opts).then(setUnread, () => undefined);
        chatApi.notifications(api, opts).then(
          (n) => setNotificationsUnread(n.unread_count),
          () => undefined,
        );
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, userId, tick]);

  // While signed in: connected, with the counts kept live by the frames (a burst counts once).
  useEffect(() => {
    if (!socket || userId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setTick((t) => t + 1), 300);
    };
    const offFrames = socket.subscribe((frame) => {
      if (frame.type === 'notification') setNotificationsUnread(frame.unread_count);
      else if (frame.type === 'wallet') setWallet(frame.balance_paise);
      else if (frame.type === 'message' || frame.type === 'read' || frame.type === 'ready') later();
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
  }, [socket, userId, setWallet]);

  // Signed out, nothing is unread (the counts of the last account are not shown to the next).
  const value = useMemo(
    () => ({
      socket,
      status,
      unread: signedIn ? unread : 0,
      notificationsUnread: signedIn ? notificationsUnread : 0,
      setNotificationsUnread,
      refreshUnread: () => setTick((t) => t + 1),
    }),
    [socket, status, unread, notificationsUnread, signedIn],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
