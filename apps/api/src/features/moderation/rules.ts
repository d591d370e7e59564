import type { ProhibitedCategory } from '@haat/contract';
import { moderationText } from './moderationText';

type ReasonKey = keyof typeof moderationText.reason;

/** A rule of the automated checks: what fires it is in `service.ts`, what it does is here. */
export interface Rule {
  /** `{family}.{name}`, stored with every hold. */
  id: string;
  /** `hold`: the subject waits for an admin; `reject`: the write is refused with a 409. */
  action: 'hold' | 'reject';
  /** The key of the reason its owner reads (moderationText.reason). */
  reason: ReasonKey;
  /** For prohibited-item rules: the term list they read. */
  terms?: ProhibitedCategory;
}

/** Every rule, in the order their reasons are shown. */
export const RULES: readonly Rule[] = [
  { id: 'prohibited.weapons', action: 'hold', reason: 'weapons', terms: 'weapons' },
  { id: 'prohibited.drugs', action: 'hold', reason: 'drugs', terms: 'drugs' },
  { id: 'prohibited.wildlife', action: 'hold', reason: 'wildlife', terms: 'wildlife' },
  { id: 'prohibited.currency', action: 'hold', reason: 'currency', terms: 'currency' },
  { id: 'prohibited.adult', action: 'hold', reason: 'adult', terms: 'adult' },
  { id: 'prohibited.medicines', action: 'hold', reason: 'medicines', terms: 'medicines' },
  // The same photo on another of the owner's live ads: a repost, refused outright.
  { id: 'photo.duplicate_own', action: 'reject', reason: 'duplicateOwn' },
  // The same photo on another account's ad: the classic stolen-photo scam.
  { id: 'photo.duplicate_other', action: 'hold', reason: 'duplicateOther' },
  { id: 'price.too_low', action: 'hold', reason: 'priceLow' },
  // Accounts (moderation/accounts.ts): a sender the chat's scam rules warned of in several chats
  // within a day, and an account three different people reported within a week.
  { id: 'chat.flagged_sender', action: 'hold', reason: 'flaggedSender' },
  { id: 'account.reported', action: 'hold', reason: 'reported' },
];

/** A rule by id (every rule `checkAd` fires is in RULES). */
export function rule(id: string): Rule {
  return ruleById(id)!;
}

function ruleById(id: string): Rule | undefined {
  return RULES.find((r) => r.id === id);
}

/** The reason of a rule in the current language (read while answering, never kept). */
export function ruleReason(id: string): string {
  const rule = ruleById(id);
  return rule ? moderationText.reason[rule.reason] : moderationText.otherRule;
}

/**
 * Text as a run of words: lower case, every run of what is not a letter, a mark (Devanagari's
 * vowel signs) or a digit made one space, with a space at each end. `" desi katta "` then matches
 * inside `" ek desi katta bechna hai "` and never inside `" desikatta "`: whole words, in any
 * script, where `\b` knows only Latin.
 */
export function words(text: string): string {
  const joined = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
  return ` ${joined} `;
}

/** A term as the lists store it: its words, lower case, one space apart. */
export function normaliseTerm(term: string): string {
  return words(term).trim();
}

export interface TermList {
  terms: string[];
  allowed: string[];
}

/**
 * The terms of a list found in `text`, whole words only, after the allowed phrases are taken out
 * ("water pistol" never counts as "pistol"). A Latin term also matches its plural (`-s`, `-es`).
 */
export function matchTerms(text: string, list: TermList): string[] {
  let run = words(text);
  // Longest first, so "pressure washer gun" goes before "gun" could be seen inside it.
  for (const phrase of [...list.allowed].sort((a, b) => b.length - a.length)) {
    const needle = ` ${phrase} `;
    while (run.includes(needle)) run = run.replace(needle, ' | ');
  }
  const found: string[] = [];
  for (const term of list.terms) {
    const forms = /[a-z]$/.test(term) ? [term, `${term}s`, `${term}es`] : [term];
    if (forms.some((f) => run.includes(` ${f} `))) found.push(term);
  }
  return found;
}
