import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { InboxList, type InboxChat } from './InboxList';

const now = '2026-11-22T05:00:00Z';
const chats: InboxChat[] = [
  { id: 2, adId: 9, name: 'Meera Iyer', lastMessage: 'See you', lastMessageAt: '2026-11-21T13:45:00Z', unread: 0 },
  { id: 1, adId: 4, name: 'Arjun Reddy', lastMessage: 'Ok', lastMessageAt: '2026-11-22T04:01:00Z', unread: 1 },
];

describe('InboxList', () => {
  test('newest first, each a link to its chat with the time and unread count', () => {
    renderWithTheme(<InboxList chats={chats} now={now} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/chat/4/1/', '/chat/9/2/']);
    expect(links[0]).toHaveTextContent('9:31 am');
    expect(links[0]).toHaveTextContent('1 unread message');
    expect(links[1]).toHaveTextContent('Yesterday');
    expect(links[1]).not.toHaveTextContent('unread');
  });

  test('no chats shows the empty state', () => {
    renderWithTheme(<InboxList chats={[]} now={now} />);
    expect(screen.getByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('an offer as the last message reads with its amount; a deal has a badge', () => {
    renderWithTheme(
      <InboxList chats={[{ ...chats[0]!, lastMessage: '', lastOfferPaise: 4_500_000, deal: true }]} now={now} />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('Offer: ₹45,000');
    expect(link).toHaveTextContent('Deal');
  });
});
