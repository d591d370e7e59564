import type { ChatWarning } from '@haat/contract';

/**
 * The chat's scam rules, as data: each rule has an id (stored on the message and in the admin
 * queue's evidence), the warning its recipient reads (the app's words for each `ChatWarning`), and
 * the patterns that fire it, in English, Hindi and Hinglish (Hindi in Latin letters, as people type
 * it). A message is matched in lower case with its spaces collapsed; the first rule that fires wins.
 *
 * The rules look for payment asked for before meeting, which is how the classifieds scams in India
 * run (OLX India's own warnings name them): an advance or "token amount", courier charges, a UPI
 * collect request or payment link, a QR code to scan, and the soldier posted far away who cannot
 * meet. Near-misses (an "advanced" model, "army green", "courier service available") must not fire;
 * `scamRules.test.ts` keeps a table of both for each rule.
 */
export interface ChatRule {
  id: string;
  warning: ChatWarning;
  patterns: readonly RegExp[];
}

// Word edges that work for Devanagari too (\b does not: it knows only ASCII word characters).
const START = '(?<![\\p{L}\\p{M}\\p{N}])';
const END = '(?![\\p{L}\\p{M}\\p{N}])';
const word = (body: string) => new RegExp(`${START}(?:${body})${END}`, 'u');

export const CHAT_RULES: readonly ChatRule[] = [
  {
    id: 'payment.link',
    warning: 'payment_link',
    patterns: [
      /upi:\/\//,
      // Payment links and collect pages of the UPI apps and gateways.
      /(?:^|[\s/(])(?:https?:\/\/)?(?:[\w-]+\.)*(?:paytm\.me|p\.paytm\.me|phon\.pe|phonepe\.com\/pay|pay\.google\.com|gpay\.app\.goo\.gl|razorpay\.me|rzp\.io|upi\.link|bhimupi\.org\.in\/pay|paypal\.me|instamojo\.com\/@)/,
      word(
        'collect request|payment request|money request|(?:accept|approve) (?:the |my )?(?:request|payment)|' +
          '(?:enter|put|type|daalo|dalo|daal do) (?:your |apna |ur )?(?:upi )?pin|upi pin (?:daalo|dalo|daal do|enter karo|dalna)|' +
          'request (?:bheja|bheji|bhej raha|bhej rahi|bhejta|bhejti|kiya)|' +
          'रिक्वेस्ट (?:भेजी|भेजा|भेज रहा|भेज रही)|(?:यूपीआई )?पिन (?:डालें|डालो|डालिए|डाल दो)',
      ),
    ],
  },
  {
    id: 'payment.qr',
    warning: 'qr_code',
    patterns: [
      word(
        'scan (?:this |the |my |a )?(?:qr|code|barcode)|qr (?:code )?(?:scan|bhej|send|se pay|pe pay|par pay)|' +
          '(?:send|sending|bhej|bhejo|bhejta|bhejti) (?:you |aapko |tumhe )?(?:a |the |my )?qr|' +
          'क्यूआर(?: कोड)? (?:स्कैन|भेज)|(?:स्कैन|भेज)\\S* क्यूआर',
      ),
    ],
  },
  {
    id: 'payment.advance',
    warning: 'advance_payment',
    patterns: [
      word(
        // "advance", but not "advanced" (word edges) nor "in advance thanks"-style pleasantries.
        '(?:pay|send|transfer|give|deposit|bhejo|bhej do|de do|dedo|dena|pay karo|kar do) (?:\\S+ ){0,3}advance(?! notice)|' +
          'advance (?:payment|amount|money|paise|paisa|pay|bhejo|bhej do|de do|dedo|dena|chahiye|lagega|karo|kar do|transfer)|' +
          'token (?:amount|money|paise|paisa|payment)|booking (?:amount|money|charges?)|' +
          '(?:courier|delivery|shipping|transport|parcel|gst|insurance|packing) (?:charges?|fee|fees|cost|paise|paisa|ka paisa|ke paise) (?:\\S+ ){0,4}(?:first|pehle|advance|before|in advance)|' +
          '(?:first|pehle|advance|before) (?:\\S+ ){0,4}(?:courier|delivery|shipping|transport|parcel) (?:charges?|fee|fees|cost|paise|paisa)|' +
          '(?:pay|transfer) (?:\\S+ ){0,3}(?:first|pehle)|pehle (?:payment|paise|paisa|pay|transfer)|' +
          '(?:send|bhejo|bhej do|de do|dedo) (?:me |us |the )?(?:money|paise|paisa|payment|amount|rs\\.? ?\\d+|₹ ?\\d+|\\d+) (?:\\S+ ){0,2}(?:first|pehle)|' +
          'एडवांस|अग्रिम (?:राशि|भुगतान|पैसे)|टोकन (?:राशि|अमाउंट|मनी|पैसे)|बुकिंग (?:राशि|अमाउंट|चार्ज)|' +
          '(?:कूरियर|कुरियर|डिलीवरी) (?:चार्ज|शुल्क|के पैसे|का पैसा)|पहले (?:पैसे|पेमेंट|भुगतान)',
      ),
    ],
  },
  {
    id: 'story.posting',
    warning: 'army_story',
    patterns: [
      word(
        // A soldier's posting or transfer: the story that explains why the seller cannot meet.
        "(?:i am|i'm|im|main|mai|mera|meri|my husband is|my father is) (?:\\S+ ){0,2}(?:in |from )?(?:the )?(?:army|indian army|crpf|bsf|cisf|itbp|military|air force|navy|fauji)|" +
          '(?:army|crpf|bsf|cisf|itbp|military|air force|navy|fauji) (?:\\S+ ){0,3}(?:posting|posted|transfer|transferred|canteen|camp|cantonment|officer|jawan|man|mein hoon|me hu|mein hu|me hoon)|' +
          '(?:आर्मी|सेना|फौज|फ़ौज|फौजी|फ़ौजी|सीआरपीएफ|बीएसएफ) (?:\\S+ ){0,3}(?:पोस्टिंग|ट्रांसफर|तबादला|कैंप|कैंटीन|में हूँ|में हूं|ऑफिसर|जवान)',
      ),
    ],
  },
];

/** A message as the rules read it: lower case, its spaces (and line breaks) collapsed. */
function normal(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The first rule a message fires, or null. */
export function matchChatRule(text: string, rules: readonly ChatRule[] = CHAT_RULES): ChatRule | null {
  const t = normal(text);
  if (!t) return null;
  return rules.find((rule) => rule.patterns.some((p) => p.test(t))) ?? null;
}
