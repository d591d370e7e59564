import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ClockProvider, createFixedClock } from '../clock';
import { lastActive, SellerFacts, typicalReply } from './SellerFacts';

describe('SellerFacts', () => {
  test('a reply time reads in minutes under an hour, hours under a day, then days', () => {
    expect(typicalReply(1)).toBe('Typically replies in 1 minute');
    expect(typicalReply(45)).toBe('Typically replies in 45 minutes');
    expect(typicalReply(60)).toBe('Typically replies in 1 hour');
    expect(typicalReply(125)).toBe('Typically replies in 2 hours');
    expect(typicalReply(3 * 24 * 60)).toBe('Typically replies in 3 days');
  });

  test("the day last active follows India's calendar", () => {
    // 20:00 UTC on the 27th is already 01:30 on the 28th in India
    const now = Date.parse('2026-11-27T20:00:00Z');
    expect(lastActive('2026-11-28', now)).toBe('Active today');
    expect(lastActive('2026-11-27', now)).toBe('Active yesterday');
    expect(lastActive('2026-11-02', now)).toBe('Last active 2 Nov 2026');
  });

  test('a seller with no chats to count shows no reply figures, only what is known', () => {
    renderWithTheme(
      <ClockProvider clock={createFixedClock(new Date('2026-11-28T10:00:00Z'))}>
        <SellerFacts
          facts={{
            mobileVerified: true,
            emailVerified: false,
            responseRate: null,
            responseMinutes: null,
            lastActiveDay: '2026-11-28',
            adsLive: 1,
            adsSold: 0,
          }}
        />
      </ClockProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Mobile verified', 'Active today', '1 ad live', '0 sold']);
  });

  test('the rate is a whole percentage', () => {
    renderWithTheme(
      <SellerFacts
        variant="line"
        facts={{
          mobileVerified: true,
          emailVerified: true,
          responseRate: 0.876,
          responseMinutes: 30,
          lastActiveDay: '2020-01-01',
        }}
      />,
    );
    expect(screen.getByText('Replies to 88%')).toBeInTheDocument();
    expect(screen.getByText('Typically replies in 30 minutes')).toBeInTheDocument();
    // the one-line summary leaves the e-mail to the store page
    expect(screen.queryByText('E-mail verified')).toBeNull();
  });
});
