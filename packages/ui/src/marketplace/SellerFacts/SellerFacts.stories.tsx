import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClockProvider, createFixedClock } from '../clock';
import { SellerFacts, type SellerFactsData } from './SellerFacts';

// 28 Nov 2026, 3:30 pm in India
const clock = createFixedClock(new Date('2026-11-28T10:00:00Z'));

const trusted: SellerFactsData = {
  mobileVerified: true,
  emailVerified: true,
  city: 'Pune',
  responseRate: 0.92,
  responseMinutes: 125,
  lastActiveDay: '2026-11-28',
  adsLive: 6,
  adsSold: 14,
};

const meta = {
  title: 'Marketplace/SellerFacts',
  component: SellerFacts,
  args: { facts: trusted },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof SellerFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The store page: one fact a line. */
export const Store: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'About this seller' });
    await expect(list).toHaveTextContent('Mobile verified');
    await expect(list).toHaveTextContent('Replies to 92% of chats within a day');
    await expect(list).toHaveTextContent('Typically replies in 2 hours');
    await expect(list).toHaveTextContent('Active today');
    await expect(list).toHaveTextContent('6 ads live');
  },
};

/** The ad page's seller card: the summary in one line. */
export const Line: Story = {
  args: { variant: 'line' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Replies to 92%')).toBeVisible();
    await expect(canvas.queryByText('E-mail verified')).toBeNull();
  },
};

/** A new seller: nothing answered to count yet, so no figures, only what is known. */
export const NewSeller: Story = {
  args: {
    facts: {
      mobileVerified: true,
      emailVerified: false,
      city: null,
      responseRate: null,
      responseMinutes: null,
      lastActiveDay: '2026-11-27',
      adsLive: 0,
      adsSold: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active yesterday')).toBeVisible();
    await expect(canvas.queryByText(/Replies/)).toBeNull();
  },
};

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280] } },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SellerFacts facts={trusted} />
      <SellerFacts facts={trusted} variant="line" />
      <SellerFacts
        facts={{ ...trusted, responseRate: 0.4, responseMinutes: 2 * 24 * 60, lastActiveDay: '2026-11-02', adsSold: 1 }}
        variant="line"
      />
      <SellerFacts
        facts={{ ...trusted, emailVerified: false, responseMinutes: 12, lastActiveDay: '2026-11-02', adsLive: 1 }}
      />
    </div>
  ),
};
