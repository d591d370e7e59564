import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import { Badge } from '../../marketplace/Badge';
import { Inline } from './Inline';

const Box = styled.div`
  padding: var(--haat-space-2) var(--haat-space-3);
  border-radius: var(--haat-radius-sm);
  background: var(--haat-color-bg-muted);
`;

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: { gap: 2 },
  render: (args) => (
    <Inline {...args}>
      <Button>Chat with seller</Button>
      <Button variant="secondary">Make offer</Button>
      <Badge tone="featured">Featured</Badge>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('button', { name: 'Chat with seller' });
    const offer = canvas.getByRole('button', { name: 'Make offer' });
    await expect(offer.getBoundingClientRect().left - chat.getBoundingClientRect().right).toBeCloseTo(8, 1);
  },
};

/** The first and last child pushed to the edges: a title with its action. */
export const Between: Story = {
  args: { justify: 'between', gap: 3 },
  render: (args) => (
    <Inline {...args} style={{ width: 420 }}>
      <strong>My banners</strong>
      <Button size="sm">New banner</Button>
    </Inline>
  ),
};

/** Children that do not fit wrap onto the next line with the same gap. */
export const Wrapping: Story = {
  args: { as: 'ul', gap: 2, 'aria-label': 'Popular searches' },
  render: (args) => (
    <Inline {...args} style={{ width: 260 }}>
      {['Royal Enfield', 'iPhone 13', '2 BHK Pune', 'Activa', 'Sofa set'].map((word) => (
        <li key={word}>
          <Badge>{word}</Badge>
        </li>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getByRole('list', { name: 'Popular searches' }).querySelectorAll('li');
    await expect(items).toHaveLength(5);
    await expect(items[4]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 360 }}>
      {(['center', 'start', 'end', 'baseline', 'stretch'] as const).map((align) => (
        <Inline key={align} gap={2} align={align} style={{ outline: '1px dashed var(--haat-color-border-default)' }}>
          <Box style={{ paddingBlock: 16 }}>{align}</Box>
          <Box>b</Box>
          <Box>c</Box>
        </Inline>
      ))}
      {(['start', 'center', 'end', 'between'] as const).map((justify) => (
        <Inline
          key={justify}
          gap={2}
          justify={justify}
          style={{ outline: '1px dashed var(--haat-color-border-default)' }}
        >
          <Box>{justify}</Box>
          <Box>b</Box>
        </Inline>
      ))}
    </div>
  ),
};
