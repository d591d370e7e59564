import type { ServerFrame } from '@haat/contract';

/** The server closes with this code when the session is not (or no longer) valid. */
const WS_UNAUTHORIZED = 4401;

export type SocketStatus = 'connecting' | 'open' | 'offline';

/** The first reconnect waits this long, doubling up to the maximum (with some jitter). */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** `/ws` beside the API: storage key `domain` or this page's origin, as http(s) → ws(s). */
export function socketUrl(apiBase: string, pageOrigin?: string): string {
  const base = new URL(apiBase || pageOrigin || window.location.origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = '/ws';
  base.search = '';
  return base.toString();
}

/**
 * The app's one socket: authenticated by its first frame, reconnecting with backoff after a lost
 * network, handing every frame to its listeners. Every `ready` after the first tells listeners to
 * catch up on what they missed (`GET /api/chat/{id}/messages/?after=`). A 4401 close (the session
 * ended) stops it for good and calls `onEnded`.
 */
export class ChatSocket {
  private ws: WebSocket | null = null;
  private listeners = new Set<(frame: ServerFrame) => void>();
  private statusListeners = new Set<(status: SocketStatus) => void>();
  private retryMs = FIRST_RETRY_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  status: SocketStatus = 'offline';

  constructor(
    private readonly url: string,
    private readonly token: () => string | null,
    private readonly Impl: typeof WebSocket = WebSocket,
    /** Called when the server closes the socket because its session ended (signed out elsewhere, blocked). */
    private readonly onEnded: () => void = () => undefined,
  ) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.close(1000);
    this.ws = null;
    this.setStatus('offline');
  }

  subscribe(fn: (frame: ServerFrame) => void): () => void {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  }

  onStatus(fn: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => void this.statusListeners.delete(fn);
  }

  /** Tell the other participant I am typing (the server passes it on at most every 2 s). */
  typing(chatId: number) {
    if (this.ws?.readyState === this.Impl.OPEN && this.status === 'open') {
      this.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId }));
    }
  }

  /** Try again now (the browser came back online), not at the end of the backoff. */
  retryNow() {
    if (this.stopped || this.status !== 'offline') return;
    clearTimeout(this.timer);
    this.connect();
  }

  private setStatus(status: SocketStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const fn of this.statusListeners) fn(status);
  }

  private connect() {
    const token = this.token();
    if (!token || this.stopped) return;
    this.setStatus('connecting');
    let ws: WebSocket;
    try {
      ws = new this.Impl(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event: MessageEvent) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        this.retryMs = FIRST_RETRY_MS;
        this.setStatus('open');
      }
      for (const fn of this.listeners) fn(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.setStatus('offline');
      if (event.code === WS_UNAUTHORIZED) {
        this.stopped = true;
        this.onEnded();
        return;
      }
      this.scheduleRetry();
    };
  }

  private scheduleRetry() {
    if (this.stopped) return;
    this.setStatus('offline');
    const wait = this.retryMs * (0.8 + Math.random() * 0.4);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.timer = setTimeout(() => this.connect(), wait);
  }
}
