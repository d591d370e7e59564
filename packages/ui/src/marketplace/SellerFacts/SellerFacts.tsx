import { fillTemplate } from '../../locale/text';
import { useText } from '../../locale/LocaleProvider';
import { useClock } from '../clock/ClockProvider';
import { formatDay, IST_OFFSET_MINUTES } from '../format/formatDateTime';
import { defaultSellerFactsText, type SellerFactsText } from './sellerFactsText';
import { Line, List } from './SellerFacts.styles';

/** What a store says of how its seller deals (the API's store seller, in the kit's words). */
export interface SellerFactsData {
  /** Every account signs up with an OTP to its mobile, so this is true for everyone. */
  mobileVerified: boolean;
  emailVerified: boolean;
  /** Where the seller's newest ad is. */
  city?: string | null;
  /** Share (0 to 1) of chats answered within a day over the last 90 days; null with none to count. */
  responseRate: number | null;
  /** Typical (median) minutes to a first answer; null with none to count. */
  responseMinutes: number | null;
  /** The day last active, as India's calendar has it: `YYYY-MM-DD`. */
  lastActiveDay: string;
  adsLive?: number;
  adsSold?: number;
}

export interface SellerFactsProps {
  /** The seller's facts: the API's store seller, mapped to the kit's names. */
  facts: SellerFactsData;
  /** `list`: one fact a line (the store page); `line`: a short summary on one line (the ad page). @default 'list' */
  variant?: 'list' | 'line';
  /** The facts' words; a translated catalogue replaces them. @default defaultSellerFactsText */
  text?: Partial<SellerFactsText>;
}

const DAY_MS = 24 * 60 * 60_000;
/** The calendar day in India of an instant, `YYYY-MM-DD`. */
const indiaDay = (time: number) => new Date(time + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** "Typically replies in …": minutes under an hour, hours under a day, then days. */
export function typicalReply(minutes: number, text: SellerFactsText = defaultSellerFactsText): string {
  if (minutes < 60) return fillTemplate(text.typicalMinutes, { count: Math.max(1, Math.round(minutes)) });
  if (minutes < 24 * 60) return fillTemplate(text.typicalHours, { count: Math.round(minutes / 60) });
  return fillTemplate(text.typicalDays, { count: Math.round(minutes / (24 * 60)) });
}

/** "Active today", "Active yesterday" or "Last active 24 Nov 2026", by India's calendar. */
export function lastActive(day: string, now: number, text: SellerFactsText = defaultSellerFactsText): string {
  if (day >= indiaDay(now)) return text.activeToday;
  if (day === indiaDay(now - DAY_MS)) return text.activeYesterday;
  // Noon in India on that day: the formatter shows it as that day whatever the device's zone.
  return fillTemplate(text.activeOn, { day: formatDay(`${day}T12:00:00+05:30`) });
}

interface Fact {
  key: string;
  text: string;
  tone?: 'success';
}

/**
 * How a seller deals, as buyers decide whom to trust: verified mobile (and e-mail), how often and
 * how fast they answer chats, when they were last active (the day, never the time), their ads.
 */
export function SellerFacts({ facts, variant = 'list', text: overrides }: SellerFactsProps) {
  const text = useText(defaultSellerFactsText, overrides);
  const clock = useClock();
  // The day as the server saw it while hydrating its page, so both render the same words.
  const now = clock.renderedAt ?? clock.now();
  const line = variant === 'line';
  const percent = facts.responseRate === null ? null : Math.round(facts.responseRate * 100);
  const all: (Fact | false)[] = [
    facts.mobileVerified && { key: 'mobile', text: text.mobileVerified, tone: 'success' },
    !line && facts.emailVerified && { key: 'email', text: text.emailVerified, tone: 'success' },
    !line && Boolean(facts.city) && { key: 'city', text: fillTemplate(text.city, { city: facts.city ?? '' }) },
    percent !== null && {
      key: 'rate',
      text: fillTemplate(line ? text.responseRateShort : text.responseRate, { percent }),
    },
    facts.responseMinutes !== null && { key: 'time', text: typicalReply(facts.responseMinutes, text) },
    { key: 'active', text: lastActive(facts.lastActiveDay, now, text) },
    !line && facts.adsLive !== undefined && { key: 'live', text: fillTemplate(text.adsLive, { count: facts.adsLive }) },
    !line && facts.adsSold !== undefined && { key: 'sold', text: fillTemplate(text.adsSold, { count: facts.adsSold }) },
  ];
  const shown = all.filter((fact): fact is Fact => fact !== false);
  if (line) {
    return (
      <Line>
        {shown.map((fact) => (
          <span key={fact.key} data-tone={fact.tone}>
            {fact.text}
          </span>
        ))}
      </Line>
    );
  }
  return (
    <List aria-label={text.label}>
      {shown.map((fact) => (
        <li key={fact.key} data-tone={fact.tone}>
          {fact.text}
        </li>
      ))}
    </List>
  );
}
