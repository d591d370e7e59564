import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ClockProvider, createFixedClock } from '../clock';
import { OwnerAdRow, type OwnerAd } from './OwnerAdRow';

const NOW = new Date('2026-11-21T10:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

const active: OwnerAd = {
  id: 41,
  title: 'Royal Enfield Classic 350, 2021, single owner',
  price: 165000,
  thumbnail: null,
  status: 'active',
  views: 128,
  expires_at: inDays(24),
  featured: false,
};
const endingSoon: OwnerAd = { ...active, id: 42, title: 'Samsung 55 inch 4K TV', price: 38500, expires_at: inDays(2) };
const expired: OwnerAd = { ...active, id: 43, title: 'Study table with chair', price: 2500, expires_at: inDays(-3) };
const sold: OwnerAd = { ...active, id: 44, title: 'Apple iPhone 13, 128 GB', price: 42000, status: 'sold', views: 1 };
const removed: OwnerAd = { ...active, id: 45, title: 'Old sofa set', price: 5000, status: 'removed' };
const featured: OwnerAd = { ...active, id: 46, title: '2 BHK flat in Kothrud', price: 6500000, featured: true };

const meta = {
  title: 'Marketplace/OwnerAdRow',
  component: OwnerAdRow,
  args: { ad: active, onMarkSold: fn(), onRenew: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <ClockProvider clock={createFixedClock(NOW)}>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof OwnerAdRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('24 days left')).toBeVisible();
    await expect(canvas.getByText('128 views')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/my-listing/41/');
    await expect(canvas.getByRole('link', { name: 'Make featured' })).toHaveAttribute('href', '/make-featured/41/');
    await expect(canvas.queryByRole('button', { name: 'Renew' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as sold' }));
    await expect(args.onMarkSold).toHaveBeenCalledWith(active);
  },
};

/** Three days or fewer left: Renew is offered early. */
export const EndingSoon: Story = {
  args: { ad: endingSoon },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('2 days left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    await expect(args.onRenew).toHaveBeenCalledWith(endingSoon);
  },
};

export const Expired: Story = {
  args: { ad: expired },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Renew' })).toBeEnabled();
  },
};

export const Sold: Story = {
  args: { ad: sold },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('1 view')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sold);
  },
};

export const Removed: Story = {
  args: { ad: removed },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** An ad an admin took down: the owner reads the reason, can open the ad, and has a way to appeal. */
export const RemovedByAdmin: Story = {
  args: {
    ad: { ...removed, removed_by: 'admin', moderation_reason: 'Stock photo, not the real item.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Removed by an admin: Stock photo, not the real item\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Appeal' })).toHaveAttribute('href', '/contact-us/?ad=45');
    await expect(canvas.getByRole('link', { name: 'Old sofa set' })).toHaveAttribute('href', '/view/45/');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Featured: Story = { args: { ad: featured } };

/** Held by an automated check: the owner reads why, may edit or delete it, and cannot sell or feature it. */
export const PendingReview: Story = {
  args: {
    ad: {
      ...active,
      id: 48,
      title: 'Air rifle, 0.177 calibre',
      status: 'pending_review',
      review_reasons: ['Weapons and ammunition cannot be sold on Haat.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByText('Weapons and ammunition cannot be sold on Haat.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/my-listing/48/');
    await expect(canvas.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Make featured' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Selling is in flight: that button is busy, the others wait. */
export const Pending: Story = {
  args: { pending: 'markSold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark as sold' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280], height: 1400 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[active, endingSoon, expired, sold, removed, featured].map((ad) => (
        <OwnerAdRow key={ad.id} {...args} ad={ad} />
      ))}
      <OwnerAdRow {...args} ad={{ ...active, id: 47 }} pending="renew" />
    </div>
  ),
};
