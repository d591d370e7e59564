import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { settleWithoutFocus } from '../../test/settleWithoutFocus';
import type { UploadFn } from '../FileUpload';
import { fileUploadText } from '../FileUpload';
import type { Photo, PhotoListProps } from './PhotoList';
import { PhotoList } from './PhotoList';
import { photoListText } from './photoListText';

const swatch = (fill: string, label: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${fill}"/><text x="80" y="70" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  );
const photos: Photo[] = [
  { path: 'assets/1/front.jpg', url: swatch('#0e6e8a', 'Front') },
  { path: 'assets/1/side.jpg', url: swatch('#7a4a00', 'Side') },
  { path: 'assets/1/inside.jpg', url: swatch('#067647', 'Inside') },
];

const succeeds: UploadFn = async (file, { onProgress }) => {
  onProgress(100);
  return { path: `assets/1/${file.name}`, url: swatch('#344054', 'New') };
};
const staysAtHalf: UploadFn = (_file, { onProgress, signal }) =>
  new Promise((_resolve, reject) => {
    onProgress(50);
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
const fails: UploadFn = async () => {
  throw new Error('The image could not be read.');
};

/** The list with its own state, as a page holds it. */
function Stateful(props: Omit<PhotoListProps, 'value' | 'onChange'> & { initial?: Photo[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<Photo[]>(initial);
  return <PhotoList {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Inputs/PhotoList',
  component: Stateful,
  args: { upload: succeeds },
  parameters: { screenshot: { widths: [360, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), png());
    await expect(await canvas.findByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await expect(canvas.getByText(photoListText.cover)).toBeVisible();
  },
};

/** Several photos chosen (or dropped) at once: each is sent in turn and joins the list. */
export const SeveralAtOnce: Story = {
  args: { initial: photos.slice(0, 1) },
  play: async ({ canvas }) => {
    const named = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), [named('a.png'), named('b.png'), named('c.png')]);
    await expect(await canvas.findByRole('img', { name: 'Photo 4 of 4' })).toBeVisible();
    await expect(canvas.getByText('Photo added: 4 of 12.')).toBeInTheDocument();
  },
};

export const Filled: Story = { args: { initial: photos } };

export const Reorder: Story = {
  args: { initial: photos },
  play: async ({ canvas, step }) => {
    await step('the third photo becomes the cover', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `${photoListText.makeCover}: Photo 3 of 3` }));
      const first = within(canvas.getAllByRole('listitem')[0]!);
      await expect(first.getByRole('img')).toHaveAttribute('src', photos[2]!.url);
      await expect(canvas.getByText('Photo 3 is now the cover.')).toBeInTheDocument();
    });
    await step('the keyboard moves the cover one place later', async () => {
      canvas.getByRole('button', { name: `${photoListText.moveLater}: Photo 1 of 3` }).focus();
      await userEvent.keyboard('{Enter}');
      const second = within(canvas.getAllByRole('listitem')[1]!);
      await expect(second.getByRole('img')).toHaveAttribute('src', photos[2]!.url);
      await expect(canvas.getByRole('button', { name: `${photoListText.moveLater}: Photo 2 of 3` })).toHaveFocus();
    });
  },
};

export const Uploading: Story = {
  args: { initial: photos.slice(0, 1), upload: staysAtHalf },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), png());
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '50');
    await expect(canvas.getByRole('button', { name: fileUploadText.cancel })).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { upload: fails },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), png());
    await expect(await canvas.findByText('The image could not be read.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: fileUploadText.retry })).toBeVisible();
    await settleWithoutFocus();
  },
};

export const Full: Story = {
  args: { initial: photos, max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the most an ad can have/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Drag and drop/)).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PhotoList value={[]} onChange={() => {}} upload={succeeds} label="Empty" />
      <PhotoList value={photos} onChange={() => {}} upload={succeeds} max={3} />
      <PhotoList
        value={photos.slice(0, 1)}
        onChange={() => {}}
        upload={succeeds}
        label="Error"
        error="Use an image you uploaded."
      />
    </div>
  ),
};
