import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button named by hidden text: the name is read, the icon is seen. */
export const IconButtonName: Story = {
  render: () => (
    <button type="button" style={{ padding: 8 }}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M11 11l4 4" stroke="currentColor" strokeWidth="2" />
      </svg>
      <VisuallyHidden>Search</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toBeVisible();
    const hidden = canvas.getByText('Search');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Added words for a screen reader only: "opens in a new tab". */
export const ExtraWords: Story = {
  render: () => (
    <a href="https://example.com/" target="_blank" rel="noreferrer">
      Seller&apos;s website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: "Seller's website (opens in a new tab)" })).toBeVisible();
  },
};

/** A live region as a block (`as="div"`): announcements without a visible message. */
export const LiveRegion: Story = {
  render: () => (
    <div>
      Saved searches
      <VisuallyHidden as="div" role="status">
        Saved search deleted
      </VisuallyHidden>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved search deleted');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 8 }}>
      <button type="button" style={{ padding: 8 }}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M11 11l4 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
      <a href="https://example.com/" target="_blank" rel="noreferrer">
        Seller&apos;s website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </div>
  ),
};
