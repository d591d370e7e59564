import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { settleWithoutFocus } from '../../test/settleWithoutFocus';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import type { UploadedFile, UploadFn } from './FileUpload';
import { FileUpload } from './FileUpload';
import { fileUploadText } from './fileUploadText';

// Stand-ins for the app's upload adapter; the kit itself never fetches.
const succeeds: UploadFn = async (file, { onProgress }) => {
  onProgress(100);
  return { path: `uploads/${file.name}`, url: thumbnailUrl };
};
const staysAtHalf: UploadFn = (_file, { onProgress, signal }) =>
  new Promise((_resolve, reject) => {
    onProgress(45);
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
const fails: UploadFn = async () => {
  throw new Error('The server could not store the file. Please try again.');
};

const thumbnailUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0e6e8a"/><circle cx="28" cy="12" r="5" fill="#f5a524"/><path d="M0 40 L14 20 L26 34 L32 28 L40 40 Z" fill="#d9eef4"/></svg>',
  );
const photo: UploadedFile = {
  path: 'uploads/sofa.svg',
  url: thumbnailUrl,
  name: 'sofa.svg',
  type: 'image/svg+xml',
  size: 912,
};
const brochure: UploadedFile = {
  path: 'uploads/brochure.pdf',
  url: '#brochure',
  name: 'brochure.pdf',
  type: 'application/pdf',
  size: 48213,
};
const walkthrough: UploadedFile = {
  path: 'uploads/flat.mp4',
  url: '#flat',
  name: 'flat-walkthrough.mp4',
  type: 'video/mp4',
  size: 8_400_000,
};

const pdfFile = () => new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Inputs/FileUpload',
  component: FileUpload,
  args: { label: 'Brochure', upload: succeeds, hint: 'Word, PDF, PNG, GIF, JPEG or video' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: { getByLabelText: (t: RegExp) => HTMLElement }) => canvas.getByLabelText(/Drag and drop/);

export const Idle: Story = {};
export const Uploading: Story = {
  args: { upload: staysAtHalf },
  play: async ({ canvas }) => {
    await userEvent.upload(input(canvas), pdfFile());
    await expect(canvas.getByRole('status')).toHaveTextContent(fileUploadText.uploading);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};
export const Cancelled: Story = {
  args: { upload: staysAtHalf },
  play: async ({ canvas }) => {
    await userEvent.upload(input(canvas), pdfFile());
    await userEvent.click(canvas.getByRole('button', { name: fileUploadText.cancel }));
    await expect(canvas.getByText(/Drag and drop/)).toBeVisible();
  },
};
export const UploadedSuccessfully: Story = {
  args: { successDuration: Number.POSITIVE_INFINITY },
  play: async ({ canvas }) => {
    await userEvent.upload(input(canvas), pdfFile());
    await expect(await canvas.findByText(fileUploadText.uploadedSuccessfully)).toBeVisible();
    await settleWithoutFocus();
  },
};
export const BackToIdleAfterSuccess: Story = {
  args: { successDuration: 50 },
  play: async ({ canvas }) => {
    await userEvent.upload(input(canvas), pdfFile());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Uploaded$/));
    await settleWithoutFocus();
  },
};
export const Uploaded: Story = {
  args: { label: 'Photo', defaultValue: photo, actions: ['thumbnail', 'preview', 'download', 'edit', 'delete'] },
};
export const DeleteClearsValue: Story = {
  args: { defaultValue: brochure },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByText(/Drag and drop/)).toBeVisible();
  },
};
export const UploadFailed: Story = {
  args: { upload: fails },
  play: async ({ canvas }) => {
    await userEvent.upload(input(canvas), pdfFile());
    await expect(await canvas.findByText('The server could not store the file. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: fileUploadText.retry })).toBeVisible();
    await settleWithoutFocus();
  },
};
export const WrongType: Story = {
  args: { label: 'Photo', accept: 'image/*', hint: 'PNG, GIF or JPEG' },
  play: async ({ canvas }) => {
    await userEvent.upload(input(canvas), pdfFile(), { applyAccept: false });
    await expect(canvas.getByText('brochure.pdf is not an accepted file type.')).toBeVisible();
  },
};
export const TooLarge: Story = {
  args: { maxSize: 4 },
  play: async ({ canvas }) => {
    await userEvent.upload(input(canvas), pdfFile());
    await expect(canvas.getByText('brochure.pdf is larger than 4 B.')).toBeVisible();
  },
};
export const Required: Story = { args: { required: true, error: 'Brochure is required' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <FileUpload {...args} label="Idle" />
      <FileUpload
        {...args}
        label="Image"
        defaultValue={photo}
        actions={['thumbnail', 'preview', 'download', 'edit', 'delete']}
      />
      <FileUpload {...args} label="PDF" defaultValue={brochure} />
      <FileUpload {...args} label="Video" defaultValue={walkthrough} actions={['thumbnail', 'download', 'delete']} />
      <FileUpload {...args} label="Error" required error="Brochure is required" />
      <FileUpload {...args} label="Disabled" disabled />
    </>
  ),
};
