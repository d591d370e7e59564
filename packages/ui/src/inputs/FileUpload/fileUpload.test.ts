import { describe, expect, test } from 'vitest';
import { DEFAULT_ACCEPT, fileKind, formatBytes, isAccepted } from './fileTypes';
import { fileUploadText } from './fileUploadText';
import { initialUploadState, uploadReducer, type UploadState } from './uploadReducer';

describe('accepted types (spec: Word, PDF, PNG, GIF, JPEG, MP4, M4V and other video)', () => {
  test.each([
    ['cv.doc', 'application/msword'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['brochure.pdf', 'application/pdf'],
    ['photo.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', ''],
    ['walkthrough.mp4', 'video/mp4'],
    ['clip.m4v', 'video/x-m4v'],
    ['clip.webm', 'video/webm'],
    ['clip.mov', 'video/quicktime'],
  ])('%s is accepted', (name, type) => {
    expect(isAccepted({ name, type }, DEFAULT_ACCEPT)).toBe(true);
  });

  test.each([
    ['setup.exe', 'application/x-msdownload'],
    ['notes.txt', 'text/plain'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['logo.svg', 'image/svg+xml'],
    ['song.mp3', 'audio/mpeg'],
  ])('%s is refused', (name, type) => {
    expect(isAccepted({ name, type }, DEFAULT_ACCEPT)).toBe(false);
  });

  test('an accept prop narrows the list', () => {
    expect(isAccepted({ name: 'a.pdf', type: 'application/pdf' }, 'image/*')).toBe(false);
    expect(isAccepted({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(isAccepted({ name: 'a.png', type: 'image/png' }, '')).toBe(true);
  });

  test.each([
    ['a.png', 'image/png', 'image'],
    ['a.pdf', 'application/pdf', 'pdf'],
    ['a.m4v', '', 'video'],
    ['a.docx', '', 'document'],
    ['a.bin', 'application/octet-stream', 'file'],
  ])('fileKind(%s)', (name, type, kind) => {
    expect(fileKind({ name, type })).toBe(kind);
  });

  test.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
  ])('formatBytes(%d) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('uploadReducer: one status at a time', () => {
  const uploading: UploadState = { status: 'uploading', fileName: 'a.pdf', progress: 0 };

  test('idle → uploading → uploaded → idle', () => {
    let state = uploadReducer(initialUploadState, { type: 'start', fileName: 'a.pdf' });
    expect(state).toEqual(uploading);
    state = uploadReducer(state, { type: 'progress', percent: 42.4 });
    expect(state).toEqual({ ...uploading, progress: 42 });
    state = uploadReducer(state, { type: 'success' });
    expect(state).toEqual({ status: 'uploaded' });
    expect(uploadReducer(state, { type: 'reset' })).toEqual({ status: 'idle' });
  });

  test('progress is clamped and ignored outside an upload', () => {
    expect(uploadReducer(uploading, { type: 'progress', percent: 140 })).toEqual({ ...uploading, progress: 100 });
    expect(uploadReducer(uploading, { type: 'progress', percent: -3 })).toEqual(uploading);
    expect(uploadReducer(initialUploadState, { type: 'progress', percent: 50 })).toEqual(initialUploadState);
    expect(uploadReducer(initialUploadState, { type: 'success' })).toEqual(initialUploadState);
  });

  test('failure carries its message; the next file starts afresh', () => {
    const failed = uploadReducer(uploading, { type: 'fail', message: 'Server said no' });
    expect(failed).toEqual({ status: 'error', message: 'Server said no' });
    expect(uploadReducer(failed, { type: 'start', fileName: 'b.png' }).status).toBe('uploading');
  });

  test('a failed upload keeps its file for "Try again"; a refused file does not', () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(uploadReducer(uploading, { type: 'fail', message: 'Server said no', retry: file })).toEqual({
      status: 'error',
      message: 'Server said no',
      retry: file,
    });
    const refused = uploadReducer(uploadReducer(uploading, { type: 'fail', message: 'no', retry: file }), {
      type: 'fail',
      message: 'b.exe is not an accepted file type.',
    });
    expect(refused).toEqual({ status: 'error', message: 'b.exe is not an accepted file type.' });
  });

  test('the spec strings, verbatim', () => {
    expect([fileUploadText.uploading, fileUploadText.uploadedSuccessfully, fileUploadText.uploaded]).toEqual([
      'Uploading....',
      'Uploaded Successfully',
      'Uploaded',
    ]);
  });
});
