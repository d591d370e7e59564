import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Space } from '../gap';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { padding: 4 },
  render: (args) => (
    <Card {...args} style={{ width: 320 }}>
      <Stack gap={2}>
        <Heading level={2} size="lg" id="wallet-card">
          Wallet
        </Heading>
        <Text tone="muted">Balance ₹1,250.00</Text>
      </Stack>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wallet' })).toBeVisible();
  },
};

/** A card with a heading of its own is a section, named by the heading. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-labelledby': 'wallet-card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Wallet' })).toBeVisible();
  },
};

export const NoPadding: Story = { args: { padding: undefined } };

const paddings: Space[] = [2, 3, 4, 6];

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {paddings.map((padding) => (
        <Card key={padding} padding={padding}>
          <Text>padding {padding}</Text>
        </Card>
      ))}
      <Card>
        <Text>none</Text>
      </Card>
      <div
        data-scheme="dark"
        style={{ padding: 8, color: 'var(--haat-color-text-default)', background: 'var(--haat-color-bg-page)' }}
      >
        <Card padding={4}>
          <Text>dark · हाट</Text>
        </Card>
      </div>
    </div>
  ),
};
