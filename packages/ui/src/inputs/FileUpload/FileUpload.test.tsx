import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { FileUpload, type FileUploadProps, type UploadedFile, type UploadFn } from '.';
import { fileUploadText } from './fileUploadText';

afterEach(() => vi.useRealTimers());

/** An upload the test drives by hand: report progress, then resolve or reject. */
function manualUpload() {
  const calls: {
    file: File;
    onProgress: (p: number) => void;
    signal: AbortSignal;
    resolve: () => void;
    reject: (e: Error) => void;
  }[] = [];
  const upload: UploadFn = (file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      calls.push({
        file,
        onProgress,
        signal,
        resolve: () => resolve({ path: `ads/${file.name}`, url: `https://cdn.example/${file.name}` }),
        reject,
      });
    });
  return { upload, calls };
}

function Upload({ onChange = () => {}, ...props }: Partial<FileUploadProps> & { upload: UploadFn }) {
  const [value, setValue] = useState<UploadedFile | null>(null);
  return (
    <FileUpload
      label="Brochure"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const pdf = () => new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' });
const fileInput = () => screen.getByLabelText(/Drag and drop a file here/) as HTMLInputElement;
const state = () =>
  screen.getByRole('group', { name: 'Brochure' }).querySelector('[data-state]')!.getAttribute('data-state');

describe('FileUpload', () => {
  test('multiple sends the chosen files one after another, up to maxFiles, and says what it left out', async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUpload();
    const onChange = vi.fn();
    renderWithTheme(<Upload upload={upload} onChange={onChange} multiple maxFiles={2} />);
    const pdfNamed = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
    await user.upload(fileInput(), [pdfNamed('a.pdf'), pdfNamed('b.pdf'), pdfNamed('c.pdf')]);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.file.name).toBe('b.pdf');
    await act(async () => calls[1]!.resolve());
    expect(await screen.findByText(fileUploadText.tooMany.replace('{count}', '1'))).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(onChange.mock.calls.map(([f]) => (f as UploadedFile).name)).toEqual(['a.pdf', 'b.pdf']);
  });

  test('without multiple, only the first of several dropped files is sent', async () => {
    const { upload, calls } = manualUpload();
    renderWithTheme(<Upload upload={upload} />);
    expect(fileInput()).not.toHaveAttribute('multiple');
    fireEvent.drop(screen.getByText(/Drag and drop a file here/), { dataTransfer: { files: [pdf(), pdf()] } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  test('idle → Uploading.... with progress → Uploaded Successfully → Uploaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { upload, calls } = manualUpload();
    const onChange = vi.fn();
    renderWithTheme(<Upload upload={upload} onChange={onChange} />);
    expect(state()).toBe('idle');

    await user.upload(fileInput(), pdf());
    expect(state()).toBe('uploading');
    expect(screen.getByRole('status')).toHaveTextContent(fileUploadText.uploading);
    act(() => calls[0]!.onProgress(40));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    expect(screen.getByText('40%')).toBeVisible();

    await act(async () => calls[0]!.resolve());
    expect(onChange).toHaveBeenCalledWith({
      path: 'ads/brochure.pdf',
      url: 'https://cdn.example/brochure.pdf',
      name: 'brochure.pdf',
      type: 'application/pdf',
      size: 8,
    });
    expect(state()).toBe('uploaded');
    expect(screen.getByRole('status')).toHaveTextContent(fileUploadText.uploadedSuccessfully);

    act(() => vi.advanceTimersByTime(2000));
    expect(state()).toBe('idle');
    expect(screen.getByRole('status')).toHaveTextContent(/^Uploaded$/);
  });

  test('cancel aborts the upload and goes back to idle', async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUpload();
    const onChange = vi.fn();
    renderWithTheme(<Upload upload={upload} onChange={onChange} />);
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: fileUploadText.cancel }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(state()).toBe('idle');
    await act(async () => calls[0]!.resolve());
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a failed upload shows its error text in the field', async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUpload();
    renderWithTheme(<Upload upload={upload} />);
    await user.upload(fileInput(), pdf());
    await act(async () => calls[0]!.reject(new Error('Storage is full')));
    expect(state()).toBe('error');
    expect(fileInput()).toHaveAccessibleDescription('Storage is full');
    await user.click(screen.getByRole('button', { name: fileUploadText.retry }));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.file.name).toBe('brochure.pdf');
    await act(async () => calls[1]!.resolve());
    expect(screen.queryByRole('button', { name: fileUploadText.retry })).not.toBeInTheDocument();
  });

  test('a refused file after a failed upload offers no "Try again" of the old one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload, calls } = manualUpload();
    renderWithTheme(<Upload upload={upload} />);
    await user.upload(fileInput(), pdf());
    await act(async () => calls[0]!.reject(new Error('Storage is full')));
    expect(screen.getByRole('button', { name: fileUploadText.retry })).toBeInTheDocument();
    await user.upload(fileInput(), new File(['x'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(fileInput()).toHaveAccessibleDescription('setup.exe is not an accepted file type.');
    expect(screen.queryByRole('button', { name: fileUploadText.retry })).not.toBeInTheDocument();
  });

  test('a wrong type or a file over maxSize is refused before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn<UploadFn>();
    renderWithTheme(<Upload upload={upload} maxSize={1024} />);
    await user.upload(fileInput(), new File(['x'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(fileInput()).toHaveAccessibleDescription('setup.exe is not an accepted file type.');
    await user.upload(fileInput(), new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }));
    expect(fileInput()).toHaveAccessibleDescription('big.png is larger than 1 KB.');
    expect(upload).not.toHaveBeenCalled();
  });

  test('accept narrows what is accepted, and is passed to the native picker', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn<UploadFn>();
    renderWithTheme(<Upload upload={upload} accept="image/*" />);
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    await user.upload(fileInput(), pdf());
    expect(fileInput()).toHaveAccessibleDescription('brochure.pdf is not an accepted file type.');
  });

  test('drag and drop uploads the dropped file', async () => {
    const { upload, calls } = manualUpload();
    renderWithTheme(<Upload upload={upload} />);
    const zone = screen.getByText(/Drag and drop a file here/);
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.closest('label')).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.file.name).toBe('brochure.pdf');
  });

  test('once it has a value: Uploaded, a thumbnail, and delete clears the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const value: UploadedFile = {
      path: 'ads/p.png',
      url: 'data:image/png;base64,AA==',
      name: 'photo.png',
      type: 'image/png',
      size: 2,
    };
    function WithValue() {
      const [v, setV] = useState<UploadedFile | null>(value);
      return (
        <FileUpload
          label="Photo"
          upload={vi.fn()}
          actions={['thumbnail', 'download', 'preview', 'edit', 'delete']}
          value={v}
          onChange={(next) => {
            setV(next);
            onChange(next);
          }}
        />
      );
    }
    renderWithTheme(<WithValue />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'photo.png');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', value.url);
    expect(document.querySelector('img')).toHaveAttribute('src', value.url);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByText(/Drag and drop a file here/)).toBeVisible();
  });

  test('required: "{label} is required" when left without a file', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Upload upload={vi.fn()} required />);
    await user.tab();
    expect(fileInput()).toHaveFocus();
    await user.tab();
    expect(fileInput()).toHaveAccessibleDescription('Brochure is required');
  });

  test('required is satisfied once a file is uploaded', async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUpload();
    renderWithTheme(<Upload upload={upload} required />);
    await user.upload(fileInput(), pdf());
    await act(async () => calls[0]!.resolve());
    await user.tab();
    expect(screen.queryByText('Brochure is required')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Brochure' })).not.toHaveAttribute('data-invalid');
  });
});
