import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import type { Space } from '../gap';
import { Stack } from './Stack';

const Box = styled.div`
  padding: var(--haat-space-2) var(--haat-space-3);
  border-radius: var(--haat-radius-sm);
  background: var(--haat-color-bg-muted);
`;

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 3 },
  render: (args) => (
    <Stack {...args} style={{ width: 240 }}>
      <Box>Name</Box>
      <Box>Mobile number</Box>
      <Box>City</Box>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Name'), canvas.getByText('Mobile number')];
    // 12 px (--haat-space-3) between children.
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBeCloseTo(12, 1);
  },
};

export const AsList: Story = {
  args: { as: 'ul', gap: 2, 'aria-label': 'Saved searches' },
  render: (args) => (
    <Stack {...args} style={{ width: 240 }}>
      <li>Royal Enfield in Pune</li>
      <li>2 BHK in Kothrud</li>
      <li>iPhone 13</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Saved searches' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
  },
};

export const AlignCenter: Story = {
  args: { align: 'center' },
};

const gaps: Space[] = [0, 1, 2, 4, 6, 8];

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      {gaps.map((gap) => (
        <Stack key={gap} gap={gap} style={{ width: 96 }}>
          <Box>gap {gap}</Box>
          <Box>b</Box>
          <Box>c</Box>
        </Stack>
      ))}
      {(['start', 'center', 'end'] as const).map((align) => (
        <Stack key={align} gap={2} align={align} style={{ width: 120 }}>
          <Box>{align}</Box>
          <Box>b</Box>
        </Stack>
      ))}
    </div>
  ),
};
