import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { adminServer, signInAdmin } from '../../test/adminApi';
import { StoryApp } from '../../test/StoryApp';
import { adminSettingsText as t } from './adminSettingsText';

/** `/admin/settings/` in the real app, signed in as an admin, over the fake admin API. */
const meta = {
  title: 'Pages/Admin/Settings',
  component: StoryApp,
  args: { path: '/admin/settings/', routes: () => adminServer().routes },
  beforeEach: () => signInAdmin(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 900 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The unset operator settings, named for the admin, with where visitors would see each. */
export const Unset: Story = {
  play: async () => {
    const table = await screen.findByRole('table', { name: t.caption });
    await expect(within(table).getByRole('rowheader', { name: 'SUPPORT_EMAIL' })).toBeVisible();
  },
};
