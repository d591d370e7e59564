import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { messages } from '../../validation/messages';
import type { UploadFn } from '../FileUpload';
import { PostAdForm } from './PostAdForm';

const today = new Date(2026, 2, 10);
const photoUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0e6e8a"/></svg>',
  );
const upload: UploadFn = async (file, { onProgress }) => {
  onProgress(100);
  return { path: `uploads/${file.name}`, url: photoUrl };
};

const meta = {
  title: 'Inputs/Form Kit',
  component: PostAdForm,
  // successDuration 0: the baseline shows the settled "Uploaded" state, not a timer-dependent one.
  args: { upload, today, successDuration: 0 },
  parameters: { layout: 'fullscreen', screenshot: { widths: [360, 1200], height: 1500 } },
} satisfies Meta<typeof PostAdForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const allErrors = [
  'Ad title is required',
  'Category is required',
  'Description is required',
  'Price (₹) is required',
  messages.mobileRequired,
  'Fuel is required',
  'Featured dates is required',
  'Photo is required',
  messages.termsRequired,
];

/** Submitting the empty form shows every error at once and focuses the first field. */
export const SubmitEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Free Ad' }));
    for (const message of allErrors) await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ad title' })).toHaveFocus();
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Please fix the errors above.');
  },
};

/** The whole journey: submit empty, then fill every field (keyboard where it matters) until valid. */
export const FillUntilValid: Story = {
  play: async ({ canvas, step }) => {
    const submit = canvas.getByRole('button', { name: 'Post Free Ad' });
    await step('submit empty: every error, focus on the first field', async () => {
      await userEvent.click(submit);
      for (const message of allErrors) await expect(canvas.getByText(message)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Ad title' })).toHaveFocus();
    });
    await step('fill the text fields', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Ad title' }), 'Honda City 2019, single owner');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), '32,000 km, full service history');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Price (₹)' }), '645000');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '9876543210');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Keywords' }), 'sedan, automatic,');
    });
    await step('pick from the panels', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Category/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Cars & Bikes' }));
      await userEvent.click(canvas.getByRole('button', { name: /^Fuel/ }));
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Petrol' }));
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('button', { name: /^Featured dates/ }));
      const calendar = await screen.findByRole('dialog', { name: 'Choose dates' });
      await userEvent.click(within(calendar).getByRole('button', { name: /^12 March 2026/ }));
      await userEvent.click(within(calendar).getByRole('button', { name: /^15 March 2026/ }));
    });
    await step('upload a photo and accept the terms', async () => {
      const photo = new File(['png'], 'city.png', { type: 'image/png' });
      await userEvent.upload(canvas.getByLabelText(/Drag and drop/), photo);
      await expect(await canvas.findByText('city.png')).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    });
    await step('submit: valid', async () => {
      await userEvent.click(submit);
      for (const message of allErrors) await expect(canvas.queryByText(message)).toBeNull();
      await expect(canvas.getByText('Your ad is ready to post.')).toBeVisible();
    });
  },
};
