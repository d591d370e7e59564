import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { settleWithoutFocus } from '../../test/settleWithoutFocus';
import { fileUploadText, type UploadFn } from '../FileUpload';
import type { AttachedDocument, DocumentListProps } from './DocumentList';
import { DocumentList } from './DocumentList';

const documents: AttachedDocument[] = [
  { id: '41', name: 'Floor-plan.pdf', size: 248_000, url: '#floor-plan' },
  { id: '42', name: 'Society-NOC.docx', size: 61_440, url: '#noc' },
];

let next = 100;
const succeeds: UploadFn = async (_file, { onProgress }) => {
  onProgress(100);
  next += 1;
  return { path: String(next), url: `#document-${next}` };
};
const staysAtHalf: UploadFn = (_file, { onProgress, signal }) =>
  new Promise((_resolve, reject) => {
    onProgress(50);
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
const fails: UploadFn = async () => {
  throw new Error('Upload failed. Check your connection and try again.');
};

/** The list with its own state, as a page holds it. */
function Stateful(props: Omit<DocumentListProps, 'value' | 'onChange'> & { initial?: AttachedDocument[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<AttachedDocument[]>(initial);
  return <DocumentList {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Inputs/DocumentList',
  component: Stateful,
  args: { upload: succeeds },
  parameters: { screenshot: { widths: [360, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name = 'Job description.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Nothing attached: a PDF chosen joins the list with its name and size. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), pdf());
    await expect(await canvas.findByRole('link', { name: 'Job description.pdf' })).toBeVisible();
    await expect(canvas.getByText('Document added: 1 of 5.')).toBeInTheDocument();
  },
};

export const Filled: Story = { args: { initial: documents } };

/** Removing by keyboard: the next document's Remove button takes focus. */
export const Remove: Story = {
  args: { initial: documents },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Remove: Floor-plan.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('link', { name: 'Floor-plan.pdf' })).toBeNull();
    await expect(canvas.getByText('Floor-plan.pdf removed. 1 left.')).toBeInTheDocument();
    // Focus moves on the next frame, once the list has re-rendered.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove: Society-NOC.docx' })).toHaveFocus());
  },
};

/** A video is refused before any upload: documents are PDF, Word, JPEG or PNG. */
export const WrongType: Story = {
  play: async ({ canvas }) => {
    const video = new File(['x'], 'walkthrough.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), video, { applyAccept: false });
    await expect(await canvas.findByText('walkthrough.mp4 is not an accepted file type.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Attached documents' })).toBeNull();
    await settleWithoutFocus();
  },
};

export const Uploading: Story = {
  args: { upload: staysAtHalf },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), pdf());
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '50');
    await expect(canvas.getByRole('button', { name: fileUploadText.cancel })).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { upload: fails },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Drag and drop/), pdf());
    await expect(await canvas.findByText('Upload failed. Check your connection and try again.')).toBeVisible();
    await settleWithoutFocus();
  },
};

export const Full: Story = {
  args: { initial: documents, max: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have added 2 documents, the most an ad can have.')).toBeVisible();
    await expect(canvas.queryByLabelText(/Drag and drop/)).toBeNull();
  },
};
