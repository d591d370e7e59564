/**
 * Devanagari written as Hindi speakers write it in Latin letters on a phone ('बाइक' → baik,
 * 'गाड़ी' → gadi, 'कमरा' → kamra): a lossy phonetic key, so spellings that sound alike meet
 * (long and short vowels, nukta or none, छ and च, श and ष, the dropped inherent 'a').
 *
 * The same rules run in the database: `haat_devanagari_latin()` (migration 0037) writes these keys
 * into every ad's search vector and its words into the search vocabulary. A change here is a change
 * there (a new migration), and `devanagari.test.ts` holds the two to the same answers.
 */

/** Any Devanagari letter, sign or digit (U+0900 to U+097F). */
export const DEVANAGARI = /[\u0900-\u097f]/;

// prettier-ignore
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'ch', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', ऩ: 'n',
  प: 'p', फ: 'f', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ऱ: 'r', ल: 'l', ळ: 'l', ऴ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
  // Letters with a nukta, precomposed (NFC keeps them apart as a letter and U+093C).
  '\u0958': 'k', '\u0959': 'kh', '\u095a': 'g', '\u095b': 'z', '\u095c': 'd', '\u095d': 'dh', '\u095e': 'f', '\u095f': 'y',
};

/** Independent vowels and vowel signs alike: long and short are one sound here. */
// prettier-ignore
const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ॠ: 'ri', ऌ: 'li',
  ए: 'e', ऍ: 'e', ऎ: 'e', ऐ: 'ai', ओ: 'o', ऑ: 'o', ऒ: 'o', औ: 'au',
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri',
  'े': 'e', 'ॅ': 'e', 'ॆ': 'e', 'ै': 'ai', 'ो': 'o', 'ॉ': 'o', 'ॊ': 'o', 'ौ': 'au',
};
const SIGNS = new Set(['ा', 'ि', 'ी', 'ु', 'ू', 'ृ', 'ॄ', 'े', 'ॅ', 'ॆ', 'ै', 'ो', 'ॉ', 'ॊ', 'ौ']);
const VIRAMA = '्';
const NUKTA = '़';
/** Anusvara and chandrabindu are a nasal 'n' (हाँ → han), visarga an 'h'. */
const TAILS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };
const DIGITS = '०१२३४५६७८९';

interface Syllable {
  consonant: string;
  /** null after a virama; 'a' with `inherent` for a consonant with no vowel sign. */
  vowel: string | null;
  inherent: boolean;
  tail: string;
}

/** One run of Devanagari letters as its Latin key ('' for signs alone). */
function word(chars: string[]): string {
  const out: Syllable[] = [];
  for (const ch of chars) {
    const last = out.at(-1);
    if (ch in CONSONANTS) out.push({ consonant: CONSONANTS[ch]!, vowel: 'a', inherent: true, tail: '' });
    else if (SIGNS.has(ch)) {
      if (last?.consonant && last.inherent) Object.assign(last, { vowel: VOWELS[ch]!, inherent: false });
      else out.push({ consonant: '', vowel: VOWELS[ch]!, inherent: false, tail: '' });
    } else if (ch in VOWELS) out.push({ consonant: '', vowel: VOWELS[ch]!, inherent: false, tail: '' });
    else if (ch === VIRAMA) {
      if (last?.consonant && last.inherent) Object.assign(last, { vowel: null, inherent: false });
    } else if (ch === NUKTA) {
      if (last?.consonant === 'j') last.consonant = 'z';
    } else if (ch in TAILS) {
      if (last) last.tail += TAILS[ch]!;
      else out.push({ consonant: '', vowel: null, inherent: false, tail: TAILS[ch]! });
    }
  }
  dropSchwas(out);
  return out.map((s) => s.consonant + (s.vowel ?? '') + s.tail).join('');
}

const voiced = (s: Syllable | undefined) => !!s && s.vowel !== null;

/**
 * Hindi drops the inherent 'a' at the end of a word (कार → kar, not kara) unless a cluster comes
 * before it (मित्र → mitra), and between a vowel and a consonant with a vowel (कमरा → kamra,
 * बेचना → bechna): taken right to left, so समझना is samajhna, as people write it.
 */
function dropSchwas(s: Syllable[]) {
  const n = s.length;
  const last = s[n - 1];
  if (n > 1 && last?.inherent && !last.tail && voiced(s[n - 2])) last.vowel = null;
  for (let i = n - 2; i >= 1; i--) {
    const cur = s[i]!;
    const next = s[i + 1]!;
    if (cur.inherent && !cur.tail && voiced(s[i - 1]) && next.consonant && voiced(next)) cur.vowel = null;
  }
}

/**
 * The Latin key of every Devanagari word in `text`, separated by spaces; other text is left out.
 * Devanagari digits become ASCII digits.
 */
export function devanagariToLatin(text: string): string {
  const words: string[] = [];
  let run: string[] = [];
  let digits = '';
  const flush = () => {
    const w = run.length ? word(run) : '';
    if (w) words.push(w);
    if (digits) words.push(digits);
    run = [];
    digits = '';
  };
  for (const ch of text) {
    const digit = DIGITS.indexOf(ch);
    if (digit >= 0) {
      if (run.length) flush();
      digits += String(digit);
    } else if (DEVANAGARI.test(ch)) {
      if (digits) flush();
      run.push(ch);
    } else if (ch !== '\u200c' && ch !== '\u200d') flush(); // joiners are typing artefacts inside a word
  }
  flush();
  return words.join(' ');
}
