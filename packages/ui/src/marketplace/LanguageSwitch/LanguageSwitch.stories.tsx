import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';

/** The story owns the choice, as the app does (it also writes the `lang` cookie and reloads). */
function Switch({
  initial = 'en',
  onChange,
  variant,
}: {
  initial?: string;
  onChange?: (next: string) => void;
  variant?: LanguageSwitchProps['variant'];
}) {
  const [lang, setLang] = useState(initial);
  return (
    <div style={{ width: 228 }}>
      <LanguageSwitch
        value={lang}
        variant={variant}
        onChange={(next) => {
          onChange?.(next);
          setLang(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Marketplace/LanguageSwitch',
  component: Switch,
  args: { onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both languages in one control; each named in its own script. The arrow keys choose. */
export const Segmented: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'हिन्दी' }).closest('[lang]')).toHaveAttribute('lang', 'hi');
    await step('the arrow key moves to हिन्दी', async () => {
      canvas.getByRole('radio', { name: 'English' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith('hi');
      await expect(canvas.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    });
  },
};

/** The header's button: it names the other language, and says what it does. */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Read Haat in हिन्दी' });
    await expect(button).toHaveAttribute('lang', 'hi');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith('hi');
    await expect(canvas.getByRole('button', { name: 'Read Haat in English' })).toBeVisible();
  },
};
