import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleNow } from '../ChatThread/sampleChat';
import { InboxList, type InboxChat } from './InboxList';

const chats: InboxChat[] = [
  {
    id: 501,
    adId: 42,
    name: 'Arjun Reddy',
    adTitle: 'Royal Enfield Classic 350, 2021, single owner',
    lastMessage: 'ठीक है, मिलते हैं। Please bring your ID for the transfer.',
    lastMessageAt: '2026-11-22T04:01:00Z',
    unread: 2,
  },
  {
    id: 502,
    adId: 77,
    name: 'Meera Iyer',
    adTitle: '2 BHK apartment for rent in Kothrud, semi-furnished',
    lastMessage: 'The society allows pets. When would you like to visit?',
    lastMessageAt: '2026-11-21T13:45:00Z',
    unread: 0,
  },
  {
    id: 503,
    adId: 91,
    name: 'Sandeep Kumar Yadav',
    adTitle: 'Samsung Galaxy S23 Ultra 256 GB with bill and box',
    lastMessage: 'Final price ₹68,000, no less.',
    lastMessageAt: '2026-11-02T08:00:00Z',
    unread: 124,
  },
  {
    id: 504,
    adId: 12,
    name: 'Fatima',
    lastMessage: 'Thank you!',
    lastMessageAt: '2025-12-30T08:00:00Z',
    unread: 0,
  },
];

const meta = {
  title: 'Marketplace/InboxList',
  component: InboxList,
  args: { chats, now: sampleNow },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof InboxList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAttribute('href', '/chat/42/501/');
    await expect(links[0]).toHaveAccessibleName(/Arjun Reddy.*9:31 am.*2 unread messages/);
    await expect(links[2]).toHaveTextContent('99+');
    await expect(links[3]).toHaveTextContent('30 Dec 2025');
  },
};

export const CurrentChat: Story = {
  args: { currentId: 502 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/chat/77/502/');
  },
};

export const Empty: Story = {
  args: { chats: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No chats yet' })).toBeVisible();
  },
};

/** A last message that is an offer reads "Offer: ₹…"; a chat with a deal has a badge. */
export const OffersAndDeal: Story = {
  args: {
    chats: [
      { ...chats[0]!, lastMessage: '', lastOfferPaise: 14_200_000 },
      { ...chats[1]!, deal: true },
    ],
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveTextContent('Offer: ₹1,42,000');
    await expect(links[1]).toHaveTextContent('Deal');
  },
};
