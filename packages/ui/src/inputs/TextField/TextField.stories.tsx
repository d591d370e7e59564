import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { messages } from '../../validation/messages';
import { TextField } from './TextField';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Ad title' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'e.g. Honda City 2019, single owner' } };
export const Filled: Story = { args: { defaultValue: 'Honda City 2019' } };
export const WithHint: Story = { args: { hint: 'Mention brand, model and year' } };
export const Error: Story = {
  args: { defaultValue: 'Car', error: 'Title is too short', hint: 'At least 10 characters' },
};
export const Disabled: Story = { args: { defaultValue: 'Honda City 2019', disabled: true } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Ad title' });
    await step('leave it empty', async () => {
      await userEvent.click(input);
      await userEvent.tab();
      await expect(canvas.getByText('Ad title is required')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    });
    await step('type a title: the error clears', async () => {
      await userEvent.type(input, 'Honda City');
      await expect(canvas.queryByText('Ad title is required')).toBeNull();
    });
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'asha@' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.tab();
    await expect(canvas.getByText(messages.emailInvalid)).toBeVisible();
  },
};

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <TextField {...args} label="Empty" placeholder="Placeholder" />
      <TextField {...args} label="Filled" defaultValue="Honda City 2019" />
      <TextField {...args} label="Required" required />
      <TextField {...args} label="With hint" hint="Mention brand, model and year" />
      <TextField {...args} label="Error" defaultValue="Car" error="Title is too short" hint="At least 10 characters" />
      <TextField {...args} label="Email" type="email" defaultValue="asha@" error={messages.emailInvalid} />
      <TextField {...args} label="Disabled" defaultValue="Honda City 2019" disabled />
      <TextField {...args} label="हिन्दी शीर्षक" defaultValue="होंडा सिटी" />
    </>
  ),
};

/**
 * In Hindi: a Devanagari label, value, hint and error. The 46 px input keeps the matras of what is
 * typed inside its box: nothing scrolls or is cut.
 */
export const Hindi: Story = {
  args: {
    label: 'विज्ञापन का शीर्षक',
    defaultValue: 'मारुति स्विफ़्ट, पहला मालिक',
    hint: 'ब्रांड, मॉडल और साल लिखें',
    required: true,
  },
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'विज्ञापन का शीर्षक' });
    await expect(input.getBoundingClientRect().height).toBe(46);
    await expect(input.scrollHeight).toBeLessThanOrEqual(input.clientHeight);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByText('विज्ञापन का शीर्षक ज़रूरी है')).toBeVisible();
  },
};
