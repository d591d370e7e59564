import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, type HeadingLevel, type HeadingSize } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Cars for sale in Pune' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  args: { level: 1, children: 'My Account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  },
};

export const SectionTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cars for sale in Pune' })).toBeVisible();
  },
};

/** A level-3 heading that looks like a display title: the outline and the look are chosen apart. */
export const SizeApartFromLevel: Story = {
  args: { level: 3, size: 'display', children: 'हाट में आपका स्वागत है' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'हाट में आपका स्वागत है' })).toBeVisible();
  },
};

export const Muted: Story = {
  args: { level: 4, tone: 'muted', children: 'Recently viewed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Recently viewed' })).toBeVisible();
  },
};

const levels: HeadingLevel[] = [1, 2, 3, 4, 5, 6];
const sizes: HeadingSize[] = ['display', 'xxl', 'xl', 'lg', 'md', 'sm'];

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 320px)', gap: 32 }}>
      <Stack gap={3}>
        {levels.map((level) => (
          <Heading key={level} level={level}>
            h{level} · पुणे में कारें
          </Heading>
        ))}
      </Stack>
      <Stack gap={3}>
        {sizes.map((size) => (
          <Heading key={size} level={3} size={size}>
            {size} · हाट
          </Heading>
        ))}
        <Heading level={3} size="md" tone="danger">
          danger
        </Heading>
        <Heading level={3} size="md" tone="link">
          link
        </Heading>
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of levels) await expect(canvas.getAllByRole('heading', { level }).length).toBeGreaterThan(0);
  },
};
