import websocket from '@fastify/websocket';
import { ChatSendSchema, ClientFrameSchema, WS_UNAUTHORIZED, type ServerFrame } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import { hashToken, liveSession, type AuthUser } from '../../http/auth';
import { badRequest, HttpError, zodFieldErrors } from '../../http/errors';
import { errorText } from '../../http/errorText';
import { inLang, pageLang } from '../../http/language';
import { spoken } from '../../http/validationText';
import { unsafeTextFields } from '../../http/text';
import { markSocketsClosed, markSocketsOpen } from '../chatSms/presence';
import { messageFrame, sendMessage, sendTyping } from './service';
import { chatText } from './chatText';

/** A socket that has not sent a valid `auth` frame by then is closed with 4401. */
const AUTH_WAIT_MS = 10_000;
/** Typing frames from one socket for one chat go out at most this often. */
const TYPING_EVERY_MS = 2000;
/** Frames larger than this close the socket (a message is at most 2,000 characters). */
const MAX_FRAME_BYTES = 32 * 1024;

const OPEN = 1;

/**
 * What a signed-in socket knows of its session, in memory: checked before every frame it accepts,
 * kept current by the `sessions_ended` frames every process hears, and read again from the
 * database only once the end it knows has passed (HTTP use may have moved it on since).
 */
interface SocketSession {
  user: AuthUser;
  tokenHash: string;
  expiresAt: number;
  ended: boolean;
}

function errorFrame(err: unknown, clientId?: string): ServerFrame {
  if (err instanceof HttpError) {
    const body = err.body;
    // The contract's messages (CHAT_MESSAGES…) in the socket's language, as the HTTP answers have them.
    const detail = spoken(
      typeof body.detail === 'string'
        ? body.detail
        : (Object.values(body)
            .flat()
            .find((m): m is string => typeof m === 'string') ?? chatText.notSent),
    );
    const retryAfter = typeof body.retry_after === 'number' ? Math.max(1, Math.ceil(body.retry_after)) : undefined;
    return {
      type: 'error',
      status: err.status,
      detail,
      ...(clientId ? { client_id: clientId } : {}),
      ...(retryAfter ? { retry_after: retryAfter } : {}),
    };
  }
  return {
    type: 'error',
    status: 500,
    detail: chatText.wentWrong,
    ...(clientId ? { client_id: clientId } : {}),
  };
}

/**
 * `/ws`: the first frame is `{ type: 'auth', token }` (a token never travels in the URL). Then the
 * server pushes chat, message, read, typing and notification frames for this account, from any API
 * process (ctx.realtime), and takes message and typing frames. Every tab has its own socket.
 */
export async function socketRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const sockets = new Map<number, Set<WebSocket>>();
  const sessions = new WeakMap<WebSocket, SocketSession>();
  const end = (socket: WebSocket, session: SocketSession, reason: string) => {
    session.ended = true;
    socket.close(WS_UNAUTHORIZED, reason);
  };
  /** Whether the socket's session still holds; a session that ended or expired closes it (4401). */
  const stillSignedIn = async (socket: WebSocket, session: SocketSession): Promise<boolean> => {
    if (session.ended) return false;
    if (ctx.now().getTime() < session.expiresAt) return true;
    const live = await liveSession(ctx, session.tokenHash);
    if (session.ended) return false;
    if (!live) {
      end(socket, session, 'session expired');
      return false;
    }
    session.expiresAt = live.expires_at.getTime();
    return true;
  };
  // A message too large for a notification travels as a reference; the realtime layer reads it
  // back through this feature's own query.
  ctx.realtime.readMessagesWith((chatId, messageId) => messageFrame(ctx, chatId, messageId));
  const unsubscribe = ctx.realtime.subscribe((to, frame) => {
    if (frame.type === 'sessions_ended') {
      for (const id of to) {
        for (const socket of sockets.get(id) ?? []) {
          const session = sessions.get(socket);
          if (!session) continue;
          const ended =
            frame.token_hash === null ? session.tokenHash !== frame.keep : session.tokenHash === frame.token_hash;
          if (ended) end(socket, session, 'session ended');
        }
      }
      return;
    }
    const text = JSON.stringify(frame);
    for (const id of to) {
      for (const socket of sockets.get(id) ?? []) if (socket.readyState === OPEN) socket.send(text);
    }
  });

  // A socket that did not answer the last ping is gone (a phone that lost its network).
  const answered = new WeakSet<WebSocket>();
  const all = new Set<WebSocket>();
  // Who has a socket here, renewed every ping (features/chatSms: no SMS to someone with the app open)
  const presenceMs = ctx.config.WS_PING_SECONDS * 2000 + 5000;
  const pinger = setInterval(() => {
    void markSocketsOpen(ctx, [...sockets.keys()], presenceMs).catch((err: unknown) =>
      ctx.log.warn({ err }, 'could not renew who has a chat socket open'),
    );
    for (const socket of all) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
      // A quiet socket closes too once its session has expired.
      const session = sessions.get(socket);
      if (session) void stillSignedIn(socket, session).catch(() => undefined);
    }
  }, ctx.config.WS_PING_SECONDS * 1000);
  pinger.unref();

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    unsubscribe();
    for (const socket of all) socket.close(1001, 'server stopping');
  });

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const lang = pageLang(request);
    let user: AuthUser | null = null;
    all.add(socket);
    answered.add(socket);
    const send = (frame: ServerFrame) => {
      if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
    };
    const authTimer = setTimeout(() => socket.close(WS_UNAUTHORIZED, 'auth frame expected'), AUTH_WAIT_MS);
    const typingSent = new Map<number, number>();

    socket.on('pong', () => answered.add(socket));
    socket.on('close', () => {
      clearTimeout(authTimer);
      all.delete(socket);
      if (user) {
        const mine = sockets.get(user.id);
        mine?.delete(socket);
        if (mine?.size === 0) {
          sockets.delete(user.id);
          void markSocketsClosed(ctx, user.id).catch(() => undefined);
        }
      }
    });

    // Frames are handled one at a time, in the order they came.
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      queue = queue
        // In the language of the page that opened the socket (its `lang` cookie: a browser's socket
        // cannot send the app's Accept-Language): its frames arrive outside any request.
        .then(() => inLang(lang, () => handle(isBinary ? null : raw.toString('utf8'))))
        .catch((err: unknown) => {
          ctx.log.error({ err }, 'a chat socket frame failed');
        });
    });

    async function handle(text: string | null) {
      let data: unknown;
      try {
        data = text === null ? null : JSON.parse(text);
      } catch {
        data = null;
      }
      const parsed = ClientFrameSchema.safeParse(data);
      if (!user) {
        const signed =
          parsed.success && parsed.data.type === 'auth' ? await liveSession(ctx, hashToken(parsed.data.token)) : null;
        if (!signed || !parsed.success || parsed.data.type !== 'auth') {
          socket.close(WS_UNAUTHORIZED, 'unauthorized');
          return;
        }
        clearTimeout(authTimer);
        user = signed.user;
        sessions.set(socket, {
          user,
          tokenHash: signed.token_hash,
          expiresAt: signed.expires_at.getTime(),
          ended: false,
        });
        let mine = sockets.get(user.id);
        if (!mine) sockets.set(user.id, (mine = new Set()));
        mine.add(socket);
        await markSocketsOpen(ctx, [user.id], presenceMs);
        send({ type: 'ready' });
        return;
      }
      // Nothing is taken from a session that ended or expired, even before its socket has closed.
      if (!(await stillSignedIn(socket, sessions.get(socket)!))) return;
      if (!parsed.success) {
        send({ type: 'error', status: 400, detail: chatText.sendFrame });
        return;
      }
      const frame = parsed.data;
      // The same guard as HTTP's: NUL or a lone surrogate is refused, never stored as U+FFFD.
      if (Object.keys(unsafeTextFields(frame)).length) {
        send({
          type: 'error',
          status: 400,
          detail: errorText.unsafeText,
          ...(frame.type === 'message' ? { client_id: frame.client_id } : {}),
        });
        return;
      }
      if (frame.type === 'ping' || frame.type === 'auth') return;
      if (frame.type === 'typing') {
        const last = typingSent.get(frame.chat_id) ?? 0;
        if (Date.now() - last < TYPING_EVERY_MS) return;
        typingSent.set(frame.chat_id, Date.now());
        await sendTyping(ctx, user.id, frame.chat_id);
        return;
      }
      // A message. A session that ends (sign-out, a password change, a block…) closes its sockets at once.
      const current = user;
      try {
        const input = ChatSendSchema.safeParse({ client_id: frame.client_id, text: frame.text });
        if (!input.success) throw badRequest(zodFieldErrors(input.error));
        const { message } = await sendMessage(ctx, current, frame.chat_id, input.data);
        send({ type: 'ack', client_id: frame.client_id, chat_id: frame.chat_id, message });
      } catch (err) {
        if (!(err instanceof HttpError)) ctx.log.error({ err }, 'a chat message from a socket failed');
        send(errorFrame(err, frame.client_id));
      }
    }
  });
}
