import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { PhoneRequestCard } from './PhoneRequestCard';
import { defaultPhoneRequestCardText as text } from './phoneRequestCardText';

describe('PhoneRequestCard', () => {
  test('the seller is asked by name and answers with Share or Decline', async () => {
    const user = userEvent.setup();
    const onShare = vi.fn();
    const onDecline = vi.fn();
    renderWithTheme(
      <PhoneRequestCard status="pending" viewer="seller" buyerName="Rahul" onShare={onShare} onDecline={onDecline} />,
    );
    expect(screen.getByRole('group', { name: text.label })).toHaveTextContent('Share your number with Rahul?');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledOnce();
  });

  test('the buyer sees their request waiting, with nothing to press', () => {
    renderWithTheme(<PhoneRequestCard status="pending" viewer="buyer" buyerName="Rahul" />);
    expect(screen.getByText(text.asked)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('once shared, the buyer gets the number with Call and WhatsApp links', () => {
    renderWithTheme(<PhoneRequestCard status="approved" viewer="buyer" buyerName="Rahul" phone="+91 9812345678" />);
    expect(screen.getByText('+91 9812345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919812345678');
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919812345678');
  });

  test.each([
    ['approved', 'seller', text.youShared],
    ['declined', 'buyer', text.declinedToYou],
    ['declined', 'seller', text.youDeclined],
    ['replaced', 'buyer', text.replaced],
  ] as const)('%s, to the %s, reads "%s" with no buttons', (status, viewer, words) => {
    renderWithTheme(<PhoneRequestCard status={status} viewer={viewer} buyerName="Rahul" />);
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('a busy card turns its buttons off; a server error describes Share', () => {
    renderWithTheme(
      <PhoneRequestCard status="pending" viewer="seller" buyerName="Rahul" pending error="Already shared." />,
    );
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription('Already shared.');
    expect(screen.getByRole('alert')).toHaveTextContent('Already shared.');
  });
});
