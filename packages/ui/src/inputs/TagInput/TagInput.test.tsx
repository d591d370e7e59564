import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { TagInput, type TagInputProps } from '.';
import { defaultTagInputText } from './tagInputText';

function Tags({ onChange = () => {}, initial = [], ...props }: Partial<TagInputProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <TagInput
      label="Keywords"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}
const input = () => screen.getByRole('textbox', { name: /Keywords|Invite/ });
const tagTexts = () => screen.queryAllByRole('listitem').map((li) => li.textContent?.replace('×', '').trim());

test('adds a tag on Enter, comma and blur; trimmed; empty and duplicate ignored', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Tags onChange={onChange} />);
  await user.type(input(), '  sofa  {Enter}');
  await user.type(input(), 'teak,');
  await user.type(input(), ' , {Enter}');
  await user.type(input(), 'SOFA{Enter}');
  await user.type(input(), 'recliner');
  await user.tab();
  expect(tagTexts()).toEqual(['sofa', 'teak', 'recliner']);
  expect(onChange).toHaveBeenLastCalledWith(['sofa', 'teak', 'recliner']);
  expect(input()).toHaveValue('');
});

test('pasting "a, b, c" adds three', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Tags />);
  await user.click(input());
  await user.paste('a, b, c');
  expect(tagTexts()).toEqual(['a', 'b', 'c']);
});

test('Backspace in the empty input removes the last tag, and only then', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Tags initial={['sofa', 'teak']} />);
  await user.type(input(), 'ab{Backspace}{Backspace}');
  expect(tagTexts()).toEqual(['sofa', 'teak']);
  await user.keyboard('{Backspace}');
  expect(tagTexts()).toEqual(['sofa']);
  expect(input()).toHaveFocus();
});

test('each tag has a remove button; focus moves to the next tag, then the previous, then the input', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Tags initial={['sofa', 'teak', 'oak']} />);
  await user.click(screen.getByRole('button', { name: 'Remove teak' }));
  expect(tagTexts()).toEqual(['sofa', 'oak']);
  expect(screen.getByRole('button', { name: 'Remove oak' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Remove sofa' })).toHaveFocus();
  await user.keyboard(' ');
  expect(tagTexts()).toEqual([]);
  expect(input()).toHaveFocus();
});

test('email mode: a bad address gets a warning marker and description, and is kept', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Tags label="Invite" type="email" onChange={onChange} />);
  await user.type(input(), 'asha@example.com{Enter}ravi@{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(['asha@example.com', 'ravi@']);
  const [good, bad] = screen.getAllByRole('listitem');
  expect(good).not.toHaveAttribute('data-warning');
  expect(bad).toHaveAttribute('data-warning');
  expect(within(bad!).getByText('!')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Remove ravi@' })).toHaveAccessibleDescription(
    '(Not a valid email address)',
  );
  expect(screen.getByRole('button', { name: 'Remove asha@example.com' })).not.toHaveAccessibleDescription();
});

test('required: "{label} is required" after leaving it with no tags', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Tags required />);
  await user.click(input());
  await user.tab();
  expect(input()).toHaveAccessibleDescription(/^Keywords is required/);
});

test('rules are functions of the tags; their message shows after leaving the field', async () => {
  const user = userEvent.setup();
  const atMostTwo = (tags: unknown) => (Array.isArray(tags) && tags.length > 2 ? 'At most 2 keywords' : undefined);
  renderWithTheme(<Tags rules={[atMostTwo]} />);
  await user.type(input(), 'sofa,teak,oak');
  await user.tab();
  expect(input()).toHaveAccessibleDescription(/^At most 2 keywords/);
  await user.click(screen.getByRole('button', { name: 'Remove oak' }));
  expect(input()).not.toHaveAttribute('aria-invalid');
});

test('a comma typed inside the text splits it there, as a semicolon does', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Tags />);
  await user.type(input(), 'sofateak{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft},');
  expect(tagTexts()).toEqual(['sofa', 'teak']);
  expect(input()).toHaveValue('');
});

test("the input is described by its hint, the instructions, then the caller's own description", () => {
  renderWithTheme(
    <>
      <Tags hint="Up to five" aria-describedby="extra" />
      <p id="extra">Shown on the ad</p>
    </>,
  );
  expect(input()).toHaveAccessibleDescription(`Up to five ${defaultTagInputText.instructions} Shown on the ad`);
});

test('its words come from defaultTagInputText, and its text prop replaces them', () => {
  const { unmount } = renderWithTheme(<Tags type="email" initial={['ravi@']} />);
  expect(
    screen.getByRole('button', { name: defaultTagInputText.removeLabel.replace('{tag}', 'ravi@') }),
  ).toHaveAccessibleDescription(`(${defaultTagInputText.emailWarning})`);
  expect(input()).toHaveAccessibleDescription(defaultTagInputText.instructions);
  unmount();
  renderWithTheme(
    <Tags
      type="email"
      initial={['ravi@']}
      text={{
        removeLabel: '{tag} हटाएँ',
        emailWarning: 'ईमेल पता सही नहीं है',
        instructions: 'जोड़ने के लिए Enter दबाएँ',
      }}
    />,
  );
  expect(screen.getByRole('button', { name: 'ravi@ हटाएँ' })).toHaveAccessibleDescription('(ईमेल पता सही नहीं है)');
  expect(input()).toHaveAccessibleDescription('जोड़ने के लिए Enter दबाएँ');
});
