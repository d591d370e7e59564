import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { settleWithoutFocus } from '../../test/settleWithoutFocus';
import { Button } from '../../inputs/Button';
import { AdDocuments } from './AdDocuments';

const meta = {
  title: 'Marketplace/AdDocuments',
  component: AdDocuments,
  parameters: { screenshot: { widths: [360, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: {
    documents: [
      { id: 41, name: 'Floor-plan.pdf', size: 248_000, url: '#floor-plan' },
      { id: 42, name: 'Society-NOC-and-maintenance-receipts-2026.docx', size: 61_440, url: '#noc' },
    ],
  },
} satisfies Meta<typeof AdDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller, or a buyer in a chat with them: each document with its size and a download link. */
export const Downloadable: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Documents' });
    await expect(section).toHaveTextContent('242.2 KB');
    const link = canvas.getByRole('link', { name: 'Download Floor-plan.pdf' });
    await expect(link).toHaveAttribute('download', 'Floor-plan.pdf');
  },
};

/** Anyone else: how many there are, and how to get them. */
export const Locked: Story = {
  args: { documents: undefined, count: 2, action: <Button variant="secondary">Chat with seller</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This ad has 2 documents/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Saved by the page (a fetch with the session's token): the link says so while it runs. */
export const Downloading: Story = {
  args: { onDownload: () => new Promise<void>(() => {}) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Download Floor-plan.pdf' }));
    await expect(canvas.getByRole('link', { name: 'Downloading… Floor-plan.pdf' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await settleWithoutFocus();
  },
};

/** A failed download says so under its file, and the link tries again. */
export const DownloadFailed: Story = {
  args: { onDownload: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Download Floor-plan.pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The download failed.');
    await settleWithoutFocus();
  },
};

export const LockedOne: Story = { args: { documents: undefined, count: 1 } };
