import type { ChatMessage } from './ChatThread';

/** 22 Nov 2026, 10:30 am in India. */
export const sampleNow = '2026-11-22T05:00:00Z';

export const sampleMessages: ChatMessage[] = [
  { id: 1, mine: true, sentAt: '2026-11-20T12:10:00Z', text: 'Hi, is the Royal Enfield Classic 350 still available?' },
  {
    id: 2,
    mine: false,
    sentAt: '2026-11-20T12:14:00Z',
    text: 'Yes, it is. Single owner, all service records with me.',
  },
  { id: 3, mine: true, sentAt: '2026-11-21T04:02:00Z', text: 'Would you take ₹1,35,000? I can pay in full this week.' },
  {
    id: 4,
    mine: false,
    sentAt: '2026-11-21T04:30:00Z',
    text: 'Best I can do is ₹1,42,000.\nYou can see the bike in Koramangala 5th Block on Saturday.',
  },
  { id: 5, mine: true, sentAt: '2026-11-22T03:55:00Z', text: 'Done. Saturday 11 am works for me.' },
  { id: 6, mine: false, sentAt: '2026-11-22T04:01:00Z', text: 'ठीक है, मिलते हैं। Please bring your ID for the transfer.' },
  { id: 7, mine: true, sentAt: '2026-11-22T04:58:00Z', text: 'Sure, see you then!', status: 'failed' },
  { id: 8, mine: true, sentAt: '2026-11-22T04:59:30Z', text: 'What is the exact address?', status: 'sending' },
];
