import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ChatThread } from './ChatThread';
import { sampleMessages, sampleNow } from './sampleChat';

// The amount's form is lazy: load it once, so no test waits on the first import.
beforeAll(() => import('../OfferCard/OfferForm'));

describe('ChatThread', () => {
  test('a log with one separator per day and each sender named for screen readers', () => {
    renderWithTheme(<ChatThread messages={sampleMessages} peerName="Arjun Reddy" now={sampleNow} />);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const separators = ['20 Nov', 'Yesterday', 'Today'].map((label) => within(log).getByText(label));
    expect(separators).toHaveLength(3);
    expect(log).toHaveTextContent('You: Hi, is the Royal Enfield');
    expect(log).toHaveTextContent('Arjun Reddy: Yes, it is.');
  });

  test('a warned message: the warning comes before it in reading order, and its addresses are not links', () => {
    renderWithTheme(
      <ChatThread
        messages={[
          {
            id: 1,
            mine: false,
            sentAt: sampleNow,
            text: 'Pay here https://razorpay.me/@x',
            warning: 'Never pay in advance.',
          },
          { id: 2, mine: false, sentAt: sampleNow, text: 'Photos: https://example.com/a.jpg' },
        ]}
        peerName="Arjun"
        now={sampleNow}
      />,
    );
    const log = screen.getByRole('log');
    expect(log).toHaveTextContent(/Be careful: Never pay in advance\.\s*Arjun: Pay here https:\/\/razorpay\.me\/@x/);
    expect(within(log).getAllByRole('link')).toHaveLength(1);
    expect(within(log).getByRole('link')).toHaveAttribute('href', 'https://example.com/a.jpg');
  });

  test('delivery states, and Retry resends the failed message', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(<ChatThread messages={sampleMessages} peerName="Arjun" now={sampleNow} onRetry={onRetry} />);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.getAllByText('Sent')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith(7);
  });

  test('a new message scrolls the log to the bottom', () => {
    const { rerender } = renderWithTheme(
      <ChatThread messages={sampleMessages.slice(0, 3)} peerName="Arjun" now={sampleNow} />,
    );
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    log.scrollTop = 0;
    rerender(<ChatThread messages={sampleMessages} peerName="Arjun" now={sampleNow} />);
    expect(log.scrollTop).toBe(2000);
  });

  test('a photo that loads after the thread opened keeps a reader at the newest message there', () => {
    const withPhoto = [
      ...sampleMessages,
      { ...sampleMessages[0]!, id: 99, text: '', image: { src: 'dent.webp', href: 'dent-large.webp' } },
    ];
    renderWithTheme(<ChatThread messages={withPhoto} peerName="Arjun" now={sampleNow} />);
    const log = screen.getByRole('log');
    const photo = within(log).getByRole('img', { name: 'Photo' });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2400 });
    fireEvent.load(photo);
    expect(log.scrollTop).toBe(2400);

    // Someone reading older messages is left where they are.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 3000 });
    log.scrollTop = 100;
    fireEvent.scroll(log);
    fireEvent.load(photo);
    expect(log.scrollTop).toBe(100);
  });
});

describe('ChatThread offers', () => {
  test('an offer message is a card whose answers name the message', async () => {
    const user = userEvent.setup();
    const onOfferCounter = vi.fn();
    renderWithTheme(
      <ChatThread
        peerName="Arjun Reddy"
        now={sampleNow}
        askingPrice={145000}
        onOfferCounter={onOfferCounter}
        messages={[
          { id: 31, mine: false, sentAt: sampleNow, text: '', offer: { amountPaise: 14200000, status: 'pending' } },
        ]}
      />,
    );
    expect(screen.getByText('Their offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Counter' }));
    await user.type(await screen.findByRole('textbox', { name: /Your counter-offer/ }), '138000');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(onOfferCounter).toHaveBeenCalledWith(31, 13800000);
  });

  test('a phone request is a card: the seller shares from it, the buyer calls from it', async () => {
    const user = userEvent.setup();
    const onPhoneShare = vi.fn();
    const request = { id: 41, mine: false, sentAt: sampleNow, text: '' };
    const { rerender } = renderWithTheme(
      <ChatThread
        peerName="Arjun Reddy"
        now={sampleNow}
        phoneRole="seller"
        onPhoneShare={onPhoneShare}
        messages={[{ ...request, phoneRequest: { status: 'pending' } }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onPhoneShare).toHaveBeenCalledWith(41);
    expect(screen.getByText('Share your number with Arjun Reddy?')).toBeInTheDocument();
    rerender(
      <ChatThread
        peerName="Meera"
        now={sampleNow}
        phoneRole="buyer"
        sharedPhone="+91 9812345678"
        messages={[{ ...request, mine: true, phoneRequest: { status: 'approved' } }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919812345678');
  });
});
