import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text, type TextSize, type TextWeight } from './Text';
import type { TextTone } from '../tone';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Single owner, serviced at the showroom, all papers clear.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Single owner/);
    await expect(text.tagName).toBe('P');
    await expect(text).toBeVisible();
  },
};

export const MutedSmall: Story = {
  args: { size: 'sm', tone: 'muted', children: 'Posted 2 hours ago · Kothrud, Pune' },
};

export const Danger: Story = {
  args: { role: 'alert', tone: 'danger', weight: 'semibold', children: 'Could not save your ad. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not save your ad. Try again.');
  },
};

/** One line, cut by CSS where the box ends; the whole text stays in the page. */
export const Truncate: Story = {
  args: { truncate: true, children: 'Royal Enfield Classic 350, 2021, 12,000 km, first owner, Pune' },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Royal Enfield/);
    await expect(text).toHaveTextContent('Royal Enfield Classic 350, 2021, 12,000 km, first owner, Pune');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

/** Cut to 3 characters: the conjuncts "क्ष" and "त्रि" stay whole; the full text is the tooltip. */
export const MaxGraphemesHindi: Story = {
  args: { maxGraphemes: 3, children: 'क्षत्रिय परिवार का पुराना घर' },
  play: async ({ canvas }) => {
    const text = canvas.getByTitle('क्षत्रिय परिवार का पुराना घर');
    await expect(text).toHaveTextContent('क्षत्रिय…');
    // Assistive technology reads the whole text.
    await expect(canvas.getByText('क्षत्रिय परिवार का पुराना घर')).toBeInTheDocument();
  },
};

/** Emoji sequences count as one character each. No screenshot: emoji glyphs depend on the machine's fonts. */
export const MaxGraphemesEmoji: Story = {
  tags: ['!visual'],
  args: { maxGraphemes: 3, children: '👨‍👩‍👧🇮🇳👍🏽 family car' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('👨‍👩‍👧🇮🇳👍🏽 family car')).toHaveTextContent('👨‍👩‍👧🇮🇳👍🏽…');
  },
};

const sizes: TextSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];
const weights: TextWeight[] = ['regular', 'medium', 'semibold', 'bold'];
const tones: Exclude<TextTone, 'inverse'>[] = ['default', 'muted', 'subtle', 'danger', 'success', 'warning', 'link'];

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 240px)', gap: 32 }}>
      <Stack gap={2}>
        {sizes.map((size) => (
          <Text key={size} size={size}>
            {size} · नमस्ते ₹1,200
          </Text>
        ))}
        {weights.map((weight) => (
          <Text key={weight} weight={weight}>
            {weight} · नमस्ते
          </Text>
        ))}
      </Stack>
      <Stack gap={2}>
        {tones.map((tone) => (
          <Text key={tone} tone={tone}>
            {tone} · हाट
          </Text>
        ))}
        <Text tone="inverse" style={{ background: 'var(--haat-color-bg-inverse)', padding: 4 }}>
          inverse · हाट
        </Text>
      </Stack>
      <Stack gap={2}>
        <Text truncate>Royal Enfield Classic 350, 2021, 12,000 km, first owner</Text>
        <Text maxGraphemes={3}>क्षत्रिय परिवार का पुराना घर</Text>
        <Text>
          Price: <Text as="strong">₹45,000</Text>{' '}
          <Text as="span" size="xs" tone="muted">
            negotiable
          </Text>
        </Text>
      </Stack>
    </div>
  ),
};
