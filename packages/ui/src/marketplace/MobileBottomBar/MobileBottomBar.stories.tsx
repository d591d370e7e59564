import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { marketplaceStrings } from '../strings';
import { MobileBottomBar } from './MobileBottomBar';

const meta = {
  title: 'Marketplace/MobileBottomBar',
  component: MobileBottomBar,
  args: { active: 'search', unreadCount: 3 },
  // Phone-only: the bar is hidden from 768 px up, so the stories run at 360 px.
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  parameters: { screenshot: { target: 'body', widths: [360] } },
} satisfies Meta<typeof MobileBottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick links' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent?.replace(/\d+|unread/g, '').trim())).toEqual([
      marketplaceStrings.search,
      marketplaceStrings.inbox,
      marketplaceStrings.sell,
      marketplaceStrings.myAds,
      marketplaceStrings.account,
    ]);
    await expect(within(nav).getByRole('link', { name: /Inbox 3 unread/ })).toHaveAttribute('href', '/inbox/');
    await expect(within(nav).getByRole('link', { name: marketplaceStrings.search })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NoUnreadOnAccount: Story = { args: { active: 'account', unreadCount: 0 } };
export const ManyUnread: Story = { args: { active: 'inbox', unreadCount: 240 } };
