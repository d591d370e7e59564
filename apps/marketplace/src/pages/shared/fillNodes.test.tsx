import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fillNodes } from './fillNodes';

test('placeholders become the elements given, in the order the template names them', () => {
  const { container } = render(
    <p>
      {fillNodes('{phone} पर कॉल करें या {email} पर लिखें।', {
        email: <a href="mailto:a@b.in">a@b.in</a>,
        phone: <b>1</b>,
      })}
    </p>,
  );
  expect(container.innerHTML).toBe('<p><b>1</b> पर कॉल करें या <a href="mailto:a@b.in">a@b.in</a> पर लिखें।</p>');
});

test('a missing value leaves its place empty, as fill does', () => {
  const { container } = render(<p>{fillNodes('Write to {email}.', {})}</p>);
  expect(container.textContent).toBe('Write to .');
});
