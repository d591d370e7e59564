import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { signInAdmin } from '../../test/adminApi';
import { reviewsServer } from '../../test/reviewsApi';
import { StoryApp } from '../../test/StoryApp';
import { adminReviewsText as t } from './adminReviewsText';

/** `/admin/reviews/` in the real app, signed in as an admin, over a fake review queue. */
const meta = {
  title: 'Pages/Admin/Reviews',
  component: StoryApp,
  args: { path: '/admin/reviews/', routes: () => reviewsServer().routes },
  beforeEach: () => signInAdmin(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The waiting queue: each held ad with the rule, its reason, the evidence and its owner; the figures above. */
export const Waiting: Story = {
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    const katta = await screen.findByRole('article', { name: /Desi katta/ });
    await expect(within(katta).getByText('In the title: desi katta')).toBeVisible();
    await expect(screen.getByRole('region', { name: t.statsTitle })).toBeVisible();
  },
};

/** Approving asks for a reason; the ad then leaves the queue. */
export const Approved: Story = {
  tags: ['!visual'],
  play: async ({ step }) => {
    await step('approve the first held ad with a reason', async () => {
      const katta = await screen.findByRole('article', { name: /Desi katta/ });
      await userEvent.click(within(katta).getByRole('button', { name: 'Approve: review #501' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve ad #91?' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: t.reasonLabel }), 'A film prop');
      await userEvent.click(within(dialog).getByRole('button', { name: t.approveConfirm }));
    });
    await step('it is live and gone from the queue', async () => {
      await expect(await screen.findByText('Ad #91 is approved and live.')).toBeVisible();
      await expect(await screen.findByText('100% approved (2 of 2 decided)')).toBeVisible();
    });
  },
};

/** Nothing waiting. */
export const Empty: Story = {
  tags: ['!visual'],
  args: { routes: () => reviewsServer({ reviews: [] }).routes },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: t.empty.open })).toBeVisible();
  },
};

/** A flagged chat sender: rejecting blocks the account, and the dialog says what that does. */
export const BlockAccount: Story = {
  tags: ['!visual'],
  play: async ({ step }) => {
    await step('reject the flagged sender with a reason', async () => {
      const sender = await screen.findByRole('article', { name: /Account #44/ });
      await expect(within(sender).getByText(/Warned of in 3 chats/)).toBeVisible();
      await userEvent.click(within(sender).getByRole('button', { name: 'Reject: review #505' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block account #44?' });
      await expect(within(dialog).getByText(t.blockDescription)).toBeVisible();
      await userEvent.type(within(dialog).getByRole('textbox', { name: t.reasonLabel }), 'Asked for advances');
      await userEvent.click(within(dialog).getByRole('button', { name: t.blockConfirm }));
    });
    await step('the account is blocked and leaves the queue', async () => {
      await expect(await screen.findByText('Account #44 is blocked.')).toBeVisible();
    });
  },
};
