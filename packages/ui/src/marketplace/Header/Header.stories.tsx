import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { marketplaceStrings } from '../strings';
import { defaultHeaderText } from './headerText';
import { Header } from './Header';

const meta = {
  title: 'Marketplace/Header',
  component: Header,
  args: {
    locationName: 'Koramangala, Bengaluru',
    onLocationClick: fn(),
    onLoginClick: fn(),
    onLogout: fn(),
    onSearch: fn(),
  },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const priya = { name: 'Priya Sharma', mobile: '9876543210', wallet: 1250 };

export const Anonymous: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Location/ }));
    await expect(args.onLocationClick).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: defaultHeaderText.login }));
    await expect(args.onLoginClick).toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('searchbox', { name: marketplaceStrings.search }), 'iphone 13{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('iphone 13');
  },
};

export const AllIndia: Story = { args: { locationName: undefined } };

export const SignedIn: Story = { args: { user: priya } };

/**
 * A page rendered on the server for a browser that holds a session: until the app reads it, the
 * account's place stays empty (no LOGIN that turns into the menu a moment later).
 */
export const AccountPending: Story = {
  args: { accountPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: defaultHeaderText.login })).toBeNull();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${marketplaceStrings.accountMenu}`) })).toBeNull();
  },
};

/** Unread messages on the Inbox link (wide screens) and unread notifications on the bell. */
export const WithUnread: Story = {
  args: { user: priya, inboxUnread: 3, notificationsUnread: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications 99+ unread' })).toHaveAttribute(
      'href',
      '/my-account/#notifications',
    );
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const AccountMenuOpen: Story = {
  args: { user: priya },
  parameters: { screenshot: { target: 'body', widths: [1280] } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu: Priya Sharma/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: marketplaceStrings.accountMenu,
    });
    await expect(within(menu).getByText('+91 98765 43210')).toBeVisible();
    await expect(within(menu).getByText(/Wallet: ₹1,250/)).toBeVisible();
    await expect(within(menu).getByRole('link', { name: marketplaceStrings.changePassword })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: marketplaceStrings.logout }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** With `onSchemeChange`, the menu also offers System, Light and Dark. */
export const AccountMenuWithScheme: Story = {
  args: { user: priya, scheme: 'system', onSchemeChange: fn() },
  parameters: { screenshot: { target: 'body', widths: [1280] } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu: Priya Sharma/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: marketplaceStrings.accountMenu,
    });
    const appearance = within(menu).getByRole('group', { name: 'Appearance' });
    await expect(within(appearance).getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(appearance).getByText('Dark'));
    await expect(args.onSchemeChange).toHaveBeenCalledWith('dark');
  },
};

const SuggestionList = styled.ul`
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  box-shadow: var(--haat-shadow-md);
  li {
    padding: 8px 12px;
  }
  li[aria-selected='true'] {
    background: var(--haat-color-bg-brand-subtle);
  }
`;

/** The app owns suggestions: it fills the slot with a listbox and wires the combobox attributes. */
function WithSuggestionsDemo() {
  const [value, setValue] = useState('royal');
  const words = ['Royal Enfield Classic 350', 'Royal Enfield Bullet', 'Royal Enfield Himalayan'];
  return (
    <div style={{ minHeight: 260 }}>
      <Header
        locationName="Hyderabad"
        searchValue={value}
        onSearchChange={setValue}
        searchInputProps={{
          role: 'combobox',
          'aria-expanded': true,
          'aria-controls': 'demo-suggestions',
          'aria-autocomplete': 'list',
          'aria-activedescendant': 'demo-suggestion-0',
        }}
        suggestions={
          <SuggestionList id="demo-suggestions" role="listbox" aria-label="Suggestions">
            {words.map((word, i) => (
              <li key={word} id={`demo-suggestion-${i}`} role="option" aria-selected={i === 0}>
                {word}
              </li>
            ))}
          </SuggestionList>
        }
      />
    </div>
  );
}

export const WithSuggestions: Story = {
  render: () => <WithSuggestionsDemo />,
  parameters: { screenshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

/**
 * In Hindi (the Language toolbar, `globals: { locale: 'hi' }`): the bar's words from the catalogue,
 * the compact language button naming English, and no Devanagari cut at the top or bottom.
 */
export const Hindi: Story = {
  args: { locationName: undefined, language: 'hi', onLanguageChange: fn() },
  globals: { locale: 'hi' },
  play: async ({ canvas, args }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
    await expect(canvas.getByRole('button', { name: 'लॉग इन' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'खोजें' })).toBeVisible();
    await expect(canvas.getByText('पूरा भारत')).toBeVisible();
    const english = canvas.queryByRole('button', { name: 'Haat को English में पढ़ें' });
    // The compact switch shows from tablet width.
    if (english && english.checkVisibility()) {
      await userEvent.click(english);
      await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    }
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.scrollHeight, `${button.textContent} is cut`).toBeLessThanOrEqual(button.clientHeight + 1);
    }
  },
};
