import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../link';
import { SellerCard } from './SellerCard';

const meta = {
  title: 'Marketplace/SellerCard',
  component: SellerCard,
  args: {
    seller: { id: 318, name: 'Arjun Reddy', memberSince: '2024-11-03T10:00:00Z' },
    onChat: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Member since Nov 2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all ads from this seller' })).toHaveAttribute(
      'href',
      '/store/318/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with seller' }));
    await expect(args.onChat).toHaveBeenCalledTimes(1);
  },
};

/** On an ad's page: how the seller deals, in one line (SellerFacts). */
export const WithFacts: Story = {
  args: {
    facts: {
      mobileVerified: true,
      emailVerified: true,
      responseRate: 0.92,
      responseMinutes: 125,
      lastActiveDay: '2026-11-02',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mobile verified')).toBeVisible();
    await expect(canvas.getByText('Replies to 92%')).toBeVisible();
    await expect(canvas.getByText('Typically replies in 2 hours')).toBeVisible();
    await expect(canvas.getByText('Last active 2 Nov 2026')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    seller: { id: 9, name: 'Venkata Subrahmanya Lakshmi Narasimha Sastry Enterprises', memberSince: '2019-01-15' },
  },
};

/** An ad with a price: a second button opens the chat with an offer form ready. */
export const WithOffer: Story = {
  args: { onOffer: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }));
    await expect(args.onOffer).toHaveBeenCalledTimes(1);
    await expect(args.onChat).not.toHaveBeenCalled();
  },
};

/** On your own ad there is no one to chat with. */
export const OwnAd: Story = {
  args: { onChat: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const routed: string[] = [];
function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router="true"
      onClick={(event) => {
        event.preventDefault();
        routed.push(href);
      }}
    >
      {children}
    </a>
  );
}

/** With the app's router: the store link goes through `LinkProvider`, not a page load. */
export const ThroughRouter: Story = {
  tags: ['!visual'],
  render: (args) => (
    <LinkProvider component={RouterLink}>
      <SellerCard {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link'));
    await expect(routed).toContain('/store/318/');
  },
};

/** With ratings: stars, average and count under the name, then the recent ones. */
export const WithRatings: Story = {
  parameters: { screenshot: { widths: [360, 1280] } },
  args: {
    rating: {
      average: 4.5,
      count: 12,
      recent: [
        {
          id: 1,
          stars: 5,
          text: 'Bike exactly as in the photos. Smooth deal.',
          author: { id: 7, name: 'Rahul' },
          author_role: 'buyer',
          subject_id: 318,
          created_on: '2026-11-21T10:00:00Z',
          edited_on: null,
          reply: { text: 'Thank you, ride safe!', created_on: '2026-11-21T12:00:00Z' },
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.5 out of 5, 12 ratings' })).toBeVisible();
  },
};

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280] } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SellerCard {...args} />
      <SellerCard
        {...args}
        seller={{ id: 9, name: 'Venkata Subrahmanya Lakshmi Narasimha Sastry Enterprises', memberSince: '2019-01-15' }}
      />
      <SellerCard {...args} seller={{ id: 12, name: 'सुनीता देवी', memberSince: '2026-11-01' }} onChat={undefined} />
    </div>
  ),
};
