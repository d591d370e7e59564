import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatRoutes } from '../../test/chatApi';
import { emptyPage } from '../../test/fakeApi';
import { never, serverError } from '../../test/sellerApi';
import { signInSeller, STORY_NOW, StoryApp } from '../../test/StoryApp';
import { inboxText as t } from './inboxText';

/** `/inbox/` in the real app, signed in, over the fake API. */
const meta = {
  title: 'Pages/Inbox',
  component: StoryApp,
  args: { path: '/inbox/', routes: () => chatRoutes(STORY_NOW) },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1000 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two chats, one selling with an unread message, one buying. */
export const Chats: Story = {
  play: async () => {
    const list = await screen.findByRole('list', { name: t.tabsLabel });
    await expect(within(list).getByRole('link', { name: /Rahul Verma/ })).toHaveAttribute('href', '/chat/101/9/');
    await expect(within(list).getByText('1 unread message')).toBeInTheDocument();
  },
};

/** Only the chats where I sell. */
export const Selling: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: t.tabs.selling }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Kiran Patil/ })).toBeNull());
    await expect(await screen.findByRole('link', { name: /Rahul Verma/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { list: { body: emptyPage } }) },
  play: async () => {
    await expect(await screen.findByText(t.empty.all)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { list: never }) },
  play: async () => {
    await expect(await screen.findByText(t.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { routes: () => chatRoutes(STORY_NOW, { list: serverError }) },
  play: async () => {
    await expect(await screen.findByText(t.error)).toBeVisible();
  },
};
