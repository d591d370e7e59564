import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { marketplaceStrings } from '../strings';
import { defaultHeaderText } from './headerText';
import { accountMenuText } from './AccountMenu';
import { Header } from './Header';

const user = { name: 'Priya Sharma', mobile: '9876543210', wallet: 1250 };

describe('Header', () => {
  test('anonymous: LOGIN, MY ADS and Post Free Ad; location button named Location…', async () => {
    const onLoginClick = vi.fn();
    const onLocationClick = vi.fn();
    const u = userEvent.setup();
    renderWithTheme(
      <Header locationName="Koramangala, Bengaluru" onLoginClick={onLoginClick} onLocationClick={onLocationClick} />,
    );
    await u.click(screen.getByRole('button', { name: /^Location/ }));
    expect(onLocationClick).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Location/ })).toHaveAccessibleName('Location: Koramangala, Bengaluru');
    await u.click(screen.getByRole('button', { name: defaultHeaderText.login }));
    expect(onLoginClick).toHaveBeenCalled();
    // Desktop-only links are display:none without a viewport in jsdom, hence `hidden: true`.
    expect(screen.getByRole('link', { name: defaultHeaderText.myAdsUpper, hidden: true })).toHaveAttribute(
      'href',
      '/my-ads/',
    );
    expect(screen.getByRole('link', { name: defaultHeaderText.postFreeAd, hidden: true })).toHaveAttribute(
      'href',
      '/post-free-ad/',
    );
  });

  test('while the session is pending, neither LOGIN nor the account menu shows; then the menu does', () => {
    const { rerender } = renderWithTheme(<Header accountPending />);
    expect(screen.queryByRole('button', { name: defaultHeaderText.login })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    rerender(<Header accountPending={false} user={user} />);
    expect(screen.getByRole('button', { name: `${marketplaceStrings.accountMenu}: Priya Sharma` })).toBeVisible();
    rerender(<Header accountPending={false} />);
    expect(screen.getByRole('button', { name: defaultHeaderText.login })).toBeVisible();
  });

  test('search submits the trimmed query', async () => {
    const onSearch = vi.fn();
    const onSearchChange = vi.fn();
    renderWithTheme(<Header onSearch={onSearch} onSearchChange={onSearchChange} />);
    // The search form is desktop-only (display:none without a viewport in jsdom).
    const box = screen.getByRole('searchbox', { name: marketplaceStrings.search, hidden: true });
    fireEvent.change(box, { target: { value: '  royal enfield ' } });
    expect(onSearchChange).toHaveBeenCalledWith('  royal enfield ');
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('royal enfield');
  });

  test('signed in: the account menu shows name, +91 mobile, wallet and the five entries', async () => {
    const onLogout = vi.fn();
    const u = userEvent.setup();
    renderWithTheme(<Header user={user} onLogout={onLogout} />);
    expect(screen.queryByRole('button', { name: defaultHeaderText.login })).toBeNull();
    const trigger = screen.getByRole('button', { name: /Account menu: Priya Sharma/ });
    await u.click(trigger);
    const menu = await screen.findByRole('dialog', { name: marketplaceStrings.accountMenu });
    expect(within(menu).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(menu).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(menu).getByText(/₹1,250/)).toBeInTheDocument();
    for (const entry of [
      marketplaceStrings.myAds,
      marketplaceStrings.myAccount,
      marketplaceStrings.changePassword,
      marketplaceStrings.downloadTheApp,
    ]) {
      expect(within(menu).getByRole('link', { name: entry })).toBeInTheDocument();
    }
    await u.click(within(menu).getByRole('button', { name: marketplaceStrings.logout }));
    expect(onLogout).toHaveBeenCalled();
    // A customer's menu has no way to the admin screens.
    expect(within(menu).queryByRole('link', { name: accountMenuText.admin })).toBeNull();
  });

  test("an admin's account menu leads to the admin screens", async () => {
    const u = userEvent.setup();
    renderWithTheme(<Header user={{ ...user, admin: true }} />);
    await u.click(screen.getByRole('button', { name: /Account menu: Priya Sharma/ }));
    const menu = await screen.findByRole('dialog', { name: marketplaceStrings.accountMenu });
    expect(within(menu).getByRole('link', { name: accountMenuText.admin })).toHaveAttribute('href', '/admin/users/');
  });

  test('Escape closes the account menu and returns focus to its button', async () => {
    const u = userEvent.setup();
    renderWithTheme(<Header user={user} />);
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    await u.click(trigger);
    // The menu's code loads on first use; then the menu opens with focus inside it.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveFocus();
  });
});
