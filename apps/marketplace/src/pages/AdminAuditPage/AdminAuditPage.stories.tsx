import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminServer, signInAdmin } from '../../test/adminApi';
import { StoryApp } from '../../test/StoryApp';
import { adminAuditText as t } from './adminAuditText';

/** `/admin/audit/` in the real app, signed in as an admin, over the fake admin API. */
const meta = {
  title: 'Pages/Admin/Audit log',
  component: StoryApp,
  args: { path: '/admin/audit/', routes: () => adminServer().routes },
  beforeEach: () => signInAdmin(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: when, who, what, which target, why. */
export const Log: Story = {
  play: async () => {
    const table = await screen.findByRole('table', { name: t.tableCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('link', { name: 'Ad #62' })).toHaveAttribute('href', '/view/62/');
  },
};

/** Filtered to wallet adjustments on accounts. */
export const Filtered: Story = {
  play: async () => {
    await screen.findByRole('table', { name: t.tableCaption });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.targetType }), 'user');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.action }), 'wallet.adjust');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await expect(screen.getByText('Refund for a failed featuring.')).toBeVisible();
  },
};

/** Nothing logged yet. */
export const Empty: Story = {
  tags: ['!visual'],
  args: { routes: () => adminServer({ audit: [] }).routes },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: t.empty })).toBeVisible();
  },
};
