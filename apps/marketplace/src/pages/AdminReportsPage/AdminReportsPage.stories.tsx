import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminServer, signInAdmin } from '../../test/adminApi';
import { StoryApp } from '../../test/StoryApp';
import { adminReportsText as t } from './adminReportsText';

/** `/admin/reports/` in the real app, signed in as an admin, over the fake admin API. */
const meta = {
  title: 'Pages/Admin/Reports',
  component: StoryApp,
  args: { path: '/admin/reports/', routes: () => adminServer().routes },
  beforeEach: () => signInAdmin(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open queue: an ad report (linked) and a user report, with reason, details, reporter and date. */
export const OpenQueue: Story = {
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const ad = await screen.findByRole('article', { name: /iPhone 15 Pro/ });
    await expect(within(ad).getByRole('link', { name: /iPhone 15 Pro/ })).toHaveAttribute('href', '/view/61/');
    await expect(within(ad).getByText(t.reasons.fraud)).toBeVisible();
    const person = screen.getByRole('article', { name: 'User: Ravi Kumar (#12)' });
    await expect(within(person).getByText('Abusive messages in chat <b>bold</b>.')).toBeVisible();
  },
};

/** Dismissing asks for a note; afterwards the report shows it, closed, in place. */
export const Dismissed: Story = {
  play: async ({ step }) => {
    await step('dismiss the user report with a note', async () => {
      const person = await screen.findByRole('article', { name: 'User: Ravi Kumar (#12)' });
      await userEvent.click(within(person).getByRole('button', { name: 'Dismiss: report #300' }));
      const dialog = await screen.findByRole('dialog', { name: 'Dismiss report #300?' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: t.noteLabel }), 'Chat shows no abuse');
      await userEvent.click(within(dialog).getByRole('button', { name: t.dismissConfirm }));
    });
    await step('the report is closed in place', async () => {
      await expect(await screen.findByText('Report #300 is dismissed.')).toBeVisible();
      const person = screen.getByRole('article', { name: 'User: Ravi Kumar (#12)' });
      await expect(within(person).getByText('Chat shows no abuse')).toBeVisible();
      await expect(within(person).queryByRole('button')).toBeNull();
    });
  },
};

/** The Actioned tab with nothing in it. */
export const EmptyTab: Story = {
  tags: ['!visual'],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Actioned' }));
    await expect(await screen.findByRole('heading', { name: t.empty.actioned })).toBeVisible();
  },
};
