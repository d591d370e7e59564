import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ChatComposer } from './ChatComposer';

describe('ChatComposer', () => {
  test('Send is off while the box is empty or blank', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ChatComposer onSend={vi.fn()} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send).toBeDisabled();
  });

  test('typing tells the caller, blanks do not', async () => {
    const user = userEvent.setup();
    const onTyping = vi.fn();
    renderWithTheme(<ChatComposer onSend={vi.fn()} onTyping={onTyping} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '  ');
    expect(onTyping).not.toHaveBeenCalled();
    await user.type(box, 'Hi');
    expect(onTyping).toHaveBeenCalledTimes(2);
  });

  test('Enter sends the trimmed text and empties the box; Shift+Enter adds a line', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithTheme(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, ' Hello{Shift>}{Enter}{/Shift}Is it available? ');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nIs it available?');
    expect(box).toHaveValue('');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  test('Enter that confirms an IME composition does not send', async () => {
    const onSend = vi.fn();
    renderWithTheme(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'नमस्ते' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('नमस्ते');
  });

  test('the Send button sends too, and nothing is sent while disabled', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { rerender } = renderWithTheme(<ChatComposer onSend={onSend} />);
    await user.type(screen.getByRole('textbox'), 'Price?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Price?');
    rerender(<ChatComposer onSend={onSend} disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
