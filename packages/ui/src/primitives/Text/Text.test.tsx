import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Text } from './Text';

const full = 'क्षत्रिय परिवार का पुराना घर';

test('shows the first graphemes, gives the whole text as the title and to assistive technology', () => {
  renderWithTheme(<Text maxGraphemes={3}>{full}</Text>);
  const text = screen.getByTitle(full);
  expect(text).toHaveTextContent('क्षत्रिय…');
  // The cut text is hidden from the accessibility tree and the whole is there instead.
  expect(screen.getByText('क्षत्रिय…')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText(full)).toBeInTheDocument();
});

test('leaves text within the limit as it is, with no title', () => {
  renderWithTheme(<Text maxGraphemes={40}>{full}</Text>);
  const text = screen.getByText(full);
  expect(text.tagName).toBe('P');
  expect(text).not.toHaveAttribute('title');
});

test("keeps a caller's own title", () => {
  renderWithTheme(
    <Text maxGraphemes={2} title="House in Nashik">
      {full}
    </Text>,
  );
  expect(screen.getByTitle('House in Nashik')).toHaveTextContent('क्षत्रि…');
});

test('renders the element of `as`, passes attributes and the ref to it', () => {
  const ref = createRef<HTMLElement>();
  renderWithTheme(
    <Text as="span" ref={ref} id="price" aria-live="polite">
      ₹45,000
    </Text>,
  );
  const text = screen.getByText('₹45,000');
  expect(text.tagName).toBe('SPAN');
  expect(text).toHaveAttribute('id', 'price');
  expect(ref.current).toBe(text);
});
