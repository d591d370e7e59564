import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ChatSocket, socketUrl } from './chatSocket';

/** The network edge: a WebSocket the test opens, answers and closes by hand. */
class FakeWebSocket {
  static OPEN = 1;
  static made: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const latest = () => FakeWebSocket.made.at(-1)!;
const make = () => new ChatSocket('ws://haat.test/ws', () => 'tok', FakeWebSocket as unknown as typeof WebSocket);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.made = [];
});
afterEach(() => vi.useRealTimers());

test('the socket address follows the API base: https becomes wss, always /ws', () => {
  expect(socketUrl('https://api.haat.in/v1/')).toBe('wss://api.haat.in/ws');
  expect(socketUrl('', 'http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/ws');
});

test('the token goes in the first frame, never in the URL; ready opens it and reaches listeners', () => {
  const socket = make();
  const frames: unknown[] = [];
  const statuses: string[] = [];
  socket.subscribe((f) => frames.push(f));
  socket.onStatus((s) => statuses.push(s));
  socket.start();
  expect(latest().url).toBe('ws://haat.test/ws');
  latest().open();
  expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
  latest().receive({ type: 'ready' });
  expect(socket.status).toBe('open');
  expect(statuses).toEqual(['connecting', 'open']);
  socket.typing(9);
  expect(latest().sent.at(-1)).toBe(JSON.stringify({ type: 'typing', chat_id: 9 }));
  expect(frames).toEqual([{ type: 'ready' }]);
});

test('a lost connection is retried with growing waits; ready resets the wait', () => {
  const socket = make();
  socket.start();
  latest().open();
  latest().close(1006);
  expect(socket.status).toBe('offline');
  vi.advanceTimersByTime(1300); // first wait: about 1 s
  expect(FakeWebSocket.made).toHaveLength(2);
  latest().close(1006);
  vi.advanceTimersByTime(1300);
  expect(FakeWebSocket.made).toHaveLength(2); // second wait: about 2 s
  vi.advanceTimersByTime(1200);
  expect(FakeWebSocket.made).toHaveLength(3);
  latest().open();
  latest().receive({ type: 'ready' });
  latest().close(1006);
  vi.advanceTimersByTime(1300); // back to about 1 s after a good connection
  expect(FakeWebSocket.made).toHaveLength(4);
});

test('coming back online retries at once; a 4401 close (session ended) stops for good', () => {
  const socket = make();
  socket.start();
  latest().close(1006);
  socket.retryNow();
  expect(FakeWebSocket.made).toHaveLength(2);
  latest().close(4401);
  vi.advanceTimersByTime(60_000);
  socket.retryNow();
  expect(FakeWebSocket.made).toHaveLength(2);
});

test('a 4401 close (the session ended: blocked, or signed out elsewhere) tells the app once; a lost network does not', () => {
  const onEnded = vi.fn();
  const socket = new ChatSocket(
    'ws://haat.test/ws',
    () => 'tok',
    FakeWebSocket as unknown as typeof WebSocket,
    onEnded,
  );
  socket.start();
  latest().close(1006);
  expect(onEnded).not.toHaveBeenCalled();
  socket.retryNow();
  latest().close(4401);
  expect(onEnded).toHaveBeenCalledTimes(1);
});
