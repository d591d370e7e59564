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

  test('member since follows the calendar in India', () => {
    // 31 Dec 2023 20:00 UTC is already 1 Jan 2024 in India.
    expect(memberSince('2023-12-31T20:00:00Z')).toBe('Member since Jan 2024');
  });
});
