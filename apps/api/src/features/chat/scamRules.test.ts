import type { ChatWarning } from '@haat/contract';
import { describe, expect, test } from 'vitest';
import { CHAT_RULES, matchChatRule } from './scamRules';

/**
 * Each rule with messages that must fire it and near-misses that must not, in English, Hindi and
 * Hinglish. The near-misses are what honest buyers and sellers write every day.
 */
const TABLE: Record<ChatWarning, { fires: Record<string, string[]>; passes: Record<string, string[]> }> = {
  advance_payment: {
    fires: {
      English: [
        'Please pay 2000 advance and I will keep the bike for you',
        'Send token amount of Rs 500 to confirm',
        'Courier charges 450 you have to pay first',
        'First pay the delivery charges, then I dispatch',
        'Booking amount is 1000, rest on delivery',
        'Transfer the money first and I will send it',
        'Send 500 first, then I courier it',
      ],
      Hindi: ['पहले 500 रुपये एडवांस भेजो', 'टोकन राशि जमा करें', 'कूरियर चार्ज पहले देना होगा', 'पहले पैसे भेजिए'],
      Hinglish: [
        'Advance bhej do bhai, phir deliver karunga',
        'Token amount dena padega',
        'Pehle payment karo phir bike milegi',
        'courier ke paise pehle lagenge',
      ],
    },
    passes: {
      English: [
        'Is this an advanced model?',
        'Thanks in advance',
        'I will pay when we meet',
        'Courier service is available in Pune',
        'Can you show the bike first?',
        'I will send more photos first',
        'Do you need advance notice before visiting?',
      ],
      Hindi: ['मिलकर पैसे दूँगा', 'क्या कूरियर की सुविधा है?'],
      Hinglish: ['Milke payment karunga', 'Pehle bike dekhni hai', 'Advanced version hai kya?'],
    },
  },
  payment_link: {
    fires: {
      English: [
        'Pay here: upi://pay?pa=seller@okaxis&am=500',
        'I sent a collect request, please accept the request',
        'Enter your UPI pin to receive the money',
        'Use this link https://razorpay.me/@bikeseller',
        'paytm.me/abc123 pay on this',
      ],
      Hindi: ['मैंने रिक्वेस्ट भेजी है, पिन डालें', 'पैसे पाने के लिए यूपीआई पिन डालें'],
      Hinglish: ['Request bheja hai, UPI pin daalo', 'Maine request kiya hai, accept karo'],
    },
    passes: {
      English: ['I can pay by UPI when we meet', 'Here are the photos: https://example.com/bike.jpg'],
      Hindi: ['मिलने पर यूपीआई से पैसे दूँगा'],
      Hinglish: ['Milke GPay kar dunga'],
    },
  },
  qr_code: {
    fires: {
      English: ['Scan this QR to receive the payment', 'I am sending you a QR code, scan it'],
      Hindi: ['यह क्यूआर कोड स्कैन करें', 'मैं क्यूआर भेज रहा हूँ'],
      Hinglish: ['QR bhej raha hu, scan karo', 'QR code scan karke paise lo'],
    },
    passes: {
      English: ['The box has a QR code sticker on it', 'The phone has a good camera for scanning documents'],
      Hindi: ['बिल पर क्यूआर छपा है'],
      Hinglish: ['Box pe QR sticker hai'],
    },
  },
  army_story: {
    fires: {
      English: [
        'I am in the army, posted in Jammu, so I cannot meet',
        'I am an army officer, transferred to Leh',
        'My husband is in CRPF and got a transfer',
      ],
      Hindi: ['मैं आर्मी में हूँ, पोस्टिंग जम्मू में है', 'सेना में ट्रांसफर हो गया है'],
      Hinglish: ['Main army mein hoon, posting Pathankot hai', 'Fauji hoon, transfer ho gaya'],
    },
    passes: {
      English: ['Army green colour jacket, size L', 'Navy blue sofa cover', 'Swiss army knife for sale?'],
      Hindi: ['जैकेट आर्मी हरे रंग की है'],
      Hinglish: ['Navy blue colour chahiye'],
    },
  },
};

describe('chat scam rules', () => {
  for (const [warning, { fires, passes }] of Object.entries(TABLE) as [ChatWarning, (typeof TABLE)[ChatWarning]][]) {
    for (const [lang, messages] of Object.entries(fires))
      test.each(messages)(`${warning} fires (${lang}): %s`, (text) => {
        expect(matchChatRule(text)?.warning).toBe(warning);
      });
    for (const [lang, messages] of Object.entries(passes))
      test.each(messages)(`${warning} does not fire (${lang}): %s`, (text) => {
        expect(matchChatRule(text)).toBeNull();
      });
  }

  test('every rule has a unique id, a warning and at least one pattern', () => {
    expect(new Set(CHAT_RULES.map((r) => r.id)).size).toBe(CHAT_RULES.length);
    for (const rule of CHAT_RULES) expect(rule.patterns.length).toBeGreaterThan(0);
  });

  test('line breaks and capitals do not hide a rule', () => {
    expect(matchChatRule('PAY\nADVANCE   first')?.warning).toBe('advance_payment');
    expect(matchChatRule('   ')).toBeNull();
  });
});
