import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneRequestCard } from './PhoneRequestCard';

const meta = {
  title: 'Marketplace/PhoneRequestCard',
  component: PhoneRequestCard,
  args: {
    status: 'pending',
    viewer: 'seller',
    buyerName: 'Rahul',
    onShare: fn(),
    onDecline: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof PhoneRequestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller is asked: Share or Decline. */
export const SellerAsked: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Share your number with Rahul?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

/** The buyer's request, waiting for the seller. */
export const BuyerAsked: Story = {
  args: { viewer: 'buyer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You asked for the phone number.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Shared: the buyer gets the number with Call and WhatsApp. */
export const BuyerShared: Story = {
  args: { viewer: 'buyer', status: 'approved', phone: '+91 9812345678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919812345678');
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919812345678');
  },
};

export const SellerShared: Story = { args: { status: 'approved' } };
export const BuyerDeclined: Story = { args: { viewer: 'buyer', status: 'declined' } };
export const SellerDeclined: Story = { args: { status: 'declined' } };
export const Replaced: Story = { args: { viewer: 'buyer', status: 'replaced' } };

/** An answer on its way: the buttons are off. */
export const Busy: Story = { args: { pending: true } };

/** The server refused the answer: its words on the card. */
export const ServerError: Story = { args: { error: 'The number is already shared in this chat.' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <PhoneRequestCard {...args} />
      <PhoneRequestCard {...args} viewer="buyer" />
      <PhoneRequestCard {...args} viewer="buyer" status="approved" phone="+91 9812345678" />
      <PhoneRequestCard {...args} status="approved" />
      <PhoneRequestCard {...args} viewer="buyer" status="declined" />
      <PhoneRequestCard {...args} status="declined" />
      <PhoneRequestCard {...args} viewer="buyer" status="replaced" />
      <PhoneRequestCard {...args} pending error="The number is already shared in this chat." />
    </div>
  ),
};
