import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { MakeOffer } from './MakeOffer';
import { OfferCard } from './OfferCard';
import { defaultOfferCardText as text } from './offerCardText';

// The amount's form is lazy: load it once, so no test waits on the first import.
beforeAll(() => import('./OfferForm'));

describe('OfferCard', () => {
  test.each([
    ['pending', 'Pending'],
    ['accepted', 'Accepted: deal'],
    ['declined', 'Declined'],
    ['countered', 'Countered'],
    ['withdrawn', 'Withdrawn'],
  ] as const)('%s reads "%s", with the amount and who made it', (status, words) => {
    renderWithTheme(<OfferCard amountPaise={4500000} status={status} mine />);
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByText('₹45,000')).toBeInTheDocument();
    expect(screen.getByText(text.mine)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('only a pending offer of the other person has answers', () => {
    const { rerender } = renderWithTheme(<OfferCard amountPaise={100} status="pending" mine={false} />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    rerender(<OfferCard amountPaise={100} status="accepted" mine={false} />);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  test.each([
    ['', 'Offer at least ₹1.'],
    ['0', 'Offer at least ₹1.'],
    ['52001', 'Offer no more than the asking price, ₹52,000.'],
  ])('a counter of "%s" is refused: %s', async (typed, error) => {
    const user = userEvent.setup();
    const onCounter = vi.fn();
    renderWithTheme(
      <OfferCard amountPaise={4500000} status="pending" mine={false} askingPrice={52000} onCounter={onCounter} />,
    );
    await user.click(screen.getByRole('button', { name: 'Counter' }));
    const amount = await screen.findByRole('textbox', { name: /Your counter-offer in rupees/ });
    // Focus moves once the form has opened, a moment after the field exists.
    await waitFor(() => expect(amount).toHaveFocus());
    if (typed) await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(onCounter).not.toHaveBeenCalled();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(error);
  });

  test('a valid counter is sent in paise; the error clears once valid', async () => {
    const user = userEvent.setup();
    const onCounter = vi.fn();
    renderWithTheme(
      <OfferCard amountPaise={4500000} status="pending" mine={false} askingPrice={52000} onCounter={onCounter} />,
    );
    await user.click(screen.getByRole('button', { name: 'Counter' }));
    const amount = await screen.findByRole('textbox', { name: /Your counter-offer/ });
    await user.type(amount, '60000');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    await user.clear(amount);
    await user.type(amount, '52000');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(onCounter).toHaveBeenCalledWith(5200000);
  });

  test('busy: every answer is off; a server error is shown', () => {
    renderWithTheme(<OfferCard amountPaise={100} status="pending" mine={false} pending error="Already answered." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Already answered.');
    for (const name of ['Accept', 'Counter', 'Decline']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  test('Make an offer sends the amount in paise; Cancel returns focus to the button', async () => {
    const user = userEvent.setup();
    const onOffer = vi.fn();
    renderWithTheme(<MakeOffer onOffer={onOffer} askingPrice={52000} />);
    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Make an offer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    await user.type(await screen.findByRole('textbox', { name: /Your offer in rupees/ }), '45000');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onOffer).toHaveBeenCalledWith(4500000);
  });
});
