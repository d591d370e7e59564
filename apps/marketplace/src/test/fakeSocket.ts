import type { ServerFrame } from '@haat/contract';
import type { RealtimeSocket } from '../features/chat/ChatProvider';
import type { SocketStatus } from '../features/chat/chatSocket';

/**
 * The chat socket's network edge for app tests: the test pushes server frames with `emit` and
 * reads what the app sent (`typed`: the chats it said it was typing in).
 */
export function fakeSocket() {
  const listeners = new Set<(frame: ServerFrame) => void>();
  const statusListeners = new Set<(s: SocketStatus) => void>();
  const typed: number[] = [];
  const socket: RealtimeSocket & { emit(frame: ServerFrame): void; setStatus(s: SocketStatus): void; typed: number[] } =
    {
      status: 'open',
      typed,
      start: () => undefined,
      stop: () => undefined,
      retryNow: () => undefined,
      typing: (chatId: number) => void typed.push(chatId),
      subscribe(fn) {
        listeners.add(fn);
        return () => void listeners.delete(fn);
      },
      onStatus(fn) {
        statusListeners.add(fn);
        return () => void statusListeners.delete(fn);
      },
      emit(frame) {
        for (const fn of [...listeners]) fn(frame);
      },
      setStatus(s) {
        socket.status = s;
        for (const fn of [...statusListeners]) fn(s);
      },
    };
  return socket;
}
