import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { memberSince, SellerCard } from './SellerCard';

describe('SellerCard', () => {
  test('name, member since, store link and the chat callback', async () => {
    const user = userEvent.setup();
    const onChat = vi.fn();
    renderWithTheme(
      <SellerCard seller={{ id: 318, name: 'Arjun Reddy', memberSince: '2024-11-03T10:00:00Z' }} onChat={onChat} />,
    );
    expect(screen.getByRole('heading', { name: 'Arjun Reddy' })).toBeInTheDocument();
    expect(screen.getByText('Member since Nov 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all ads from this seller' })).toHaveAttribute('href', '/store/318/');
    await user.click(screen.getByRole('button', { name: 'Chat with seller' }));
    expect(onChat).toHaveBeenCalledTimes(1);
  });

  test('the offer button shows only with its callback, and calls it alone', async () => {
    const user = userEvent.setup();
    const onChat = vi.fn();
    const onOffer = vi.fn();
    const seller = { id: 318, name: 'Arjun Reddy', memberSince: '2024-11-03T10:00:00Z' };
    const { rerender } = renderWithTheme(<SellerCard seller={seller} onChat={onChat} />);
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    rerender(<SellerCard seller={seller} onChat={onChat} onOffer={onOffer} />);
    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(onOffer).toHaveBeenCalledTimes(1);
    expect(onChat).not.toHaveBeenCalled();
  });

  test('member since follows the calendar in India', () => {
    // 31 Dec 2023 20:00 UTC is already 1 Jan 2024 in India.
    expect(memberSince('2023-12-31T20:00:00Z')).toBe('Member since Jan 2024');
  });
});

test('with ratings: the stars, average and count under the name, and the recent ones', () => {
  renderWithTheme(
    <SellerCard
      seller={{ id: 3, name: 'Meera', memberSince: '2024-11-03T10:00:00Z' }}
      rating={{
        average: 4.5,
        count: 12,
        recent: [
          {
            id: 1,
            stars: 5,
            text: 'Smooth deal.',
            author: { id: 7, name: 'Rahul' },
            author_role: 'buyer',
            subject_id: 3,
            created_on: '2026-11-21T10:00:00Z',
            edited_on: null,
            reply: null,
          },
        ],
      }}
    />,
  );
  expect(screen.getByRole('img', { name: '4.5 out of 5, 12 ratings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Recent ratings', level: 3 })).toBeInTheDocument();
  expect(screen.getByText('Smooth deal.')).toBeInTheDocument();
});
