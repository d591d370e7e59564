import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { messages } from '../../validation/messages';
import { Checkbox } from './Checkbox';

function Terms({ onChange }: { onChange: (v: boolean) => void }) {
  const [value, setValue] = useState(false);
  return (
    <Checkbox
      label="I accept the Terms & Conditions"
      rules={['terms']}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

test('toggles with a click and with Space, calling onChange with a boolean', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Terms onChange={onChange} />);
  const box = screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' });
  await user.click(box);
  expect(box).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(true);
  await user.keyboard(' ');
  expect(box).not.toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(false);
  expect(box).toHaveAccessibleDescription(messages.termsRequired);
});
