import type { AppContext } from '../../context';
import { afterQuietHours, type QuietHours } from '../push/quietHours';
import { chatSmsText as smsText } from './chatSmsText';
import { inLang, say, type Lang } from '../../http/language';

const DAY_MS = 24 * 60 * 60 * 1000;
/** SMS one reader gets a day, whatever the chats. */
const SMS_PER_USER_PER_DAY = 3;
/** Titles longer than this are cut, so the SMS stays one message. */
const TITLE_MAX = 40;

/** The SMS: the words of issue 38, with the link that opens the chat (and its SMS switch). */
function chatSmsText(title: string, link: string): string {
  const cut = title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
  return say(smsText.sms, { title: cut, link });
}

interface Waiting {
  chat_id: number;
  ad_id: number;
  title: string;
  user_id: number;
  mobile: string;
  lang: Lang;
  quiet_start: number | null;
  quiet_end: number | null;
}

/**
 * The jobs runner's SMS rule: a chat message unread for CHAT_SMS_DELAY_S, whose reader has no chat
 * socket open on any server, no push subscription, SMS on, messages not muted, and is not in their
 * quiet hours (IST), gets one SMS: at most one per chat and reader a day and SMS_PER_USER_PER_DAY
 * per reader a day, counted in one locked step per reader. Answers the SMS sent.
 */
export async function smsUnreadChats(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const { rows } = await ctx.db.query<Waiting>(
    `SELECT c.id::int AS chat_id, c.ad_id::int AS ad_id, a.title, r.id::int AS user_id, r.mobile, r.lang,
            s.quiet_start, s.quiet_end
       FROM chats c
       JOIN ads a ON a.id = c.ad_id
       CROSS JOIN LATERAL (VALUES (c.seller_id, c.seller_read_up_to, c.buyer_id),
                                  (c.buyer_id, c.buyer_read_up_to, c.seller_id)) AS side (reader, read_up_to, other)
       JOIN users r ON r.id = side.reader
       LEFT JOIN notification_settings s ON s.user_id = r.id
      WHERE c.last_activity > $3 AND c.last_message_id > side.read_up_to
        AND EXISTS (SELECT 1 FROM chat_messages m
                     WHERE m.chat_id = c.id AND m.id > side.read_up_to AND m.sender_id = side.other
                       AND m.created_on <= $2 AND m.created_on > $3)
        AND r.is_active AND (r.socket_until IS NULL OR r.socket_until <= $1)
        AND NOT EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = r.id)
        AND coalesce(s.sms, true) AND NOT ('message' = ANY (coalesce(s.muted_kinds, '{}')))
        AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = r.id AND b.blocked_id = side.other)
        AND NOT EXISTS (SELECT 1 FROM chat_sms x WHERE x.chat_id = c.id AND x.user_id = r.id AND x.sent_on > $3)
      ORDER BY c.last_activity
      LIMIT 200`,
    [now, new Date(now.getTime() - ctx.config.CHAT_SMS_DELAY_S * 1000), dayAgo],
  );
  let sent = 0;
  for (const w of rows) {
    const quiet: QuietHours | null =
      w.quiet_start === null || w.quiet_end === null ? null : { start: w.quiet_start, end: w.quiet_end };
    if (afterQuietHours(now, quiet).getTime() !== now.getTime()) continue;
    const claimed = await ctx.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [w.user_id]);
      const { rows: got } = await tx.query(
        `INSERT INTO chat_sms (chat_id, user_id, sent_on)
         SELECT $1, $2, $3
          WHERE NOT EXISTS (SELECT 1 FROM chat_sms WHERE chat_id = $1 AND user_id = $2 AND sent_on > $4)
            AND (SELECT count(*) FROM chat_sms WHERE user_id = $2 AND sent_on > $4) < ${SMS_PER_USER_PER_DAY}
         RETURNING id`,
        [w.chat_id, w.user_id, now, dayAgo],
      );
      return got.length > 0;
    });
    if (!claimed) continue;
    const link = `${ctx.config.publicUrl}/m/${w.chat_id}`;
    try {
      await ctx.sms.send(
        `+91${w.mobile}`,
        inLang(w.lang, () => chatSmsText(w.title, link)),
      );
      sent++;
    } catch (err) {
      // Counted all the same: a gateway that fails is not tried again and again for one chat.
      ctx.log.warn({ err, chat: w.chat_id }, 'a chat SMS could not be sent');
    }
  }
  return sent;
}

/** Where `/m/{chat}` (the SMS's link) goes: the chat, for its reader, with the SMS switch shown. */
export async function chatSmsTarget(ctx: AppContext, chatId: number): Promise<string | null> {
  const { rows } = await ctx.db.query<{ ad_id: number }>('SELECT ad_id::int AS ad_id FROM chats WHERE id = $1', [
    chatId,
  ]);
  return rows[0] ? `/chat/${rows[0].ad_id}/${chatId}/?from=sms` : null;
}
