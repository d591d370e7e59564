import { defaultChatThreadText } from '@haat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { chatRoutes, offerChat, phoneRequestChat, sellingChat } from '../../test/chatApi';
import { never, serverError } from '../../test/sellerApi';
import { signInSeller, STORY_NOW, StoryApp } from '../../test/StoryApp';
import { fill } from '../shared/fill';
import { chatText as t } from './chatText';

/** `/chat/{adId}/{chatId}/` in the real app, signed in as the seller, over the fake API. */
const meta = {
  title: 'Pages/Chat',
  component: StoryApp,
  args: { path: '/chat/101/9/', routes: () => chatRoutes(STORY_NOW) },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1400 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's view: the ad on top, the buyer's number flagged with the safety tip, a photo, Read. */
export const Conversation: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Verma' })).toBeVisible();
    const log = screen.getByRole('log');
    await expect(within(log).getByText(t.safetyTip)).toBeVisible();
    await expect(within(log).getByRole('img', { name: defaultChatThreadText.photo })).toBeVisible();
    await expect(within(log).getAllByText(defaultChatThreadText.read).length).toBeGreaterThan(0);
    await expect(screen.getByRole('textbox', { name: t.composer.label })).toBeVisible();
    // Quick replies are the buyer's; the seller has none.
    await expect(screen.queryByRole('group', { name: t.quickRepliesLabel })).toBeNull();
  },
};

/** The buyer blocked the seller: no message box, and why. */
export const BlockedByThem: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { chat: { body: sellingChat(STORY_NOW, { blocked_by_them: true }) } }) },
  play: async () => {
    await expect(await screen.findByText(t.blockedByThem)).toBeVisible();
    await expect(screen.queryByRole('textbox', { name: t.composer.label })).toBeNull();
  },
};

/** I blocked them: the note names them and the menu offers Unblock. */
export const BlockedByMe: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { chat: { body: sellingChat(STORY_NOW, { blocked_by_me: true }) } }) },
  play: async () => {
    await expect(await screen.findByText(fill(t.blockedByMe, { name: 'Rahul Verma' }))).toBeVisible();
  },
};

/** The item sold meanwhile: the chat stays readable, with a note. */
export const AdSold: Story = {
  args: {
    routes: () =>
      chatRoutes(STORY_NOW, {
        chat: {
          body: sellingChat(STORY_NOW, {
            product: { ...sellingChat(STORY_NOW).product, status: 'sold' },
          }),
        },
      }),
  },
  play: async () => {
    await expect(await screen.findByText(t.adStatus.sold)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { chat: never }) },
  play: async () => {
    await expect(await screen.findByText(t.loading)).toBeVisible();
  },
};

/** The server failed: the error and Try again. */
export const LoadFailed: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { chat: serverError }) },
  play: async () => {
    await expect(await screen.findByText(t.error)).toBeVisible();
    await expect(screen.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** Rahul's offer in the thread: Asha accepts it, and the header shows the deal. */
export const OfferAccepted: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { chat: { body: offerChat(STORY_NOW) } }) },
  play: async () => {
    const log = await screen.findByRole('log');
    await expect(await within(log).findByText('₹1,50,000')).toBeVisible();
    await userEvent.click(within(log).getByRole('button', { name: 'Accept' }));
    await expect(await screen.findByText(fill(t.deal, { price: '₹1,50,000' }))).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  },
};

/** Rahul asks for Asha's number (the ad gives it on request): she shares it from the card. */
export const PhoneRequested: Story = {
  args: {
    routes: () => ({
      ...chatRoutes(STORY_NOW, { chat: { body: phoneRequestChat(STORY_NOW) } }),
      'PUT /api/chat/9/phone-request/': { body: phoneRequestChat(STORY_NOW, 'approved').messages.at(-1) },
    }),
  },
  play: async () => {
    const log = await screen.findByRole('log');
    await expect(await within(log).findByText('Share your number with Rahul Verma?')).toBeVisible();
    await userEvent.click(within(log).getByRole('button', { name: 'Share' }));
    await expect(await within(log).findByText('You shared your phone number.')).toBeVisible();
  },
};
