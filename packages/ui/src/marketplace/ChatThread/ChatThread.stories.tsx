import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatComposer } from '../ChatComposer';
import { ChatThread, type ChatMessage, type ChatThreadProps } from './ChatThread';
import { sampleMessages, sampleNow } from './sampleChat';

const meta = {
  title: 'Marketplace/ChatThread',
  component: ChatThread,
  args: { messages: sampleMessages, peerName: 'Arjun Reddy', now: sampleNow, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 480, maxWidth: 720, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof ChatThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens scrolled to the newest message, with day separators and every delivery state. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages' });
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    for (const label of ['20 Nov', 'Yesterday', 'Today']) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByText('Sending…')).toBeVisible();
  },
};

export const RetryFailed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith(7);
  },
};

export const Empty: Story = { args: { messages: [] } };

const photo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='240' height='160'%3E%3Crect width='240' height='160' fill='%23c7d2fe'/%3E%3C/svg%3E";

/**
 * A seller's view: a buyer's first message with a phone number carries the safety tip; a web
 * address is a link (rel="noopener nofollow ugc"); a photo message; a read receipt; earlier
 * messages to load; the buyer typing.
 */
export const ReadPhotosLinksAndTip: Story = {
  // Not screenshotted for now: the thread's scroll after a viewport change races the photo's load
  // (newest or top, run to run). The play below and the page's e2e (chat-phone) check the behaviour.
  tags: ['!visual'],
  args: {
    hasOlder: true,
    onLoadOlder: fn(),
    typing: true,
    messages: [
      {
        id: 20,
        mine: false,
        sentAt: '2026-11-22T04:40:00Z',
        text: 'Is it available? Call me on 98765 43210',
        tip: 'For your safety, keep the conversation in Haat chat and never pay in advance.',
      },
      {
        id: 21,
        mine: true,
        sentAt: '2026-11-22T04:41:00Z',
        text: 'Yes. Photos of the papers: https://example.com/rc-book.',
        status: 'read',
      },
      { id: 22, mine: true, sentAt: '2026-11-22T04:42:00Z', text: '', image: { src: photo, href: photo } },
    ],
  },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://example.com/rc-book' });
    await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    await expect(canvas.getByText(/never pay in advance/)).toBeVisible();
    await expect(canvas.getByText('Read')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo' })).toBeVisible();
    await expect(canvas.getByText('Arjun Reddy is typing…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show earlier messages' }));
    await expect(args.onLoadOlder).toHaveBeenCalled();
  },
};

/**
 * A buyer's view of a seller asking for money before meeting: the warning is above the message, and
 * the payment link in it is plain text, not a link.
 */
export const ScamWarning: Story = {
  args: {
    messages: [
      { id: 30, mine: true, sentAt: '2026-11-22T04:40:00Z', text: 'Is the scooter still available?', status: 'read' },
      {
        id: 31,
        mine: false,
        sentAt: '2026-11-22T04:42:00Z',
        text: 'Yes. I am in the army, posted in Leh. Pay the courier charges first at https://razorpay.me/@scooter',
        warning:
          'This message asks for money before you meet. Never pay in advance, scan a QR code or enter your UPI PIN to receive money.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/asks for money before you meet/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/razorpay\.me/)).toBeVisible();
  },
};

function LiveChat(props: ChatThreadProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(props.messages.slice(0, 6));
  return (
    <>
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChatThread {...props} messages={messages} />
      </div>
      <ChatComposer
        onSend={(text) =>
          setMessages((list) => [
            ...list,
            { id: list.length + 100, mine: true, text, sentAt: sampleNow, status: 'sent' },
          ])
        }
      />
    </>
  );
}

/** The thread with its composer: a sent message appears at the bottom and stays in view. */
export const WithComposer: Story = {
  render: (args) => <LiveChat {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Can you share the RC book photo?{Enter}');
    const log = canvas.getByRole('log');
    await expect(log).toHaveTextContent('Can you share the RC book photo?');
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
  },
};

/** An offer in the thread: the other person's pending offer can be answered; mine waits. */
export const WithOffer: Story = {
  args: {
    askingPrice: 145000,
    onOfferAccept: fn(),
    onOfferDecline: fn(),
    onOfferCounter: fn(),
    messages: [
      ...sampleMessages.slice(0, 3),
      {
        id: 30,
        mine: true,
        sentAt: '2026-11-21T04:05:00Z',
        text: '',
        offer: { amountPaise: 13500000, status: 'countered' },
      },
      {
        id: 31,
        mine: false,
        sentAt: '2026-11-21T04:31:00Z',
        text: '',
        offer: { amountPaise: 14200000, status: 'pending' },
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Countered')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onOfferAccept).toHaveBeenCalledWith(31);
  },
};
