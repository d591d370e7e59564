import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { TextArea } from './TextArea';

function Description() {
  const [value, setValue] = useState('');
  return <TextArea label="Description" required value={value} onChange={setValue} />;
}

test('TextArea types lines and shows the required message after blur', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Description />);
  const box = screen.getByRole('textbox', { name: 'Description' });
  await user.click(box);
  await user.tab();
  expect(box).toHaveAccessibleDescription('Description is required');
  await user.type(box, 'Single owner{Enter}Good condition');
  expect(box).toHaveValue('Single owner\nGood condition');
  expect(box).not.toHaveAttribute('aria-invalid');
});
