import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  NotificationSettings,
  type NotificationKindOption,
  type NotificationSettingsValue,
  type PushState,
} from './NotificationSettings';

const kinds: NotificationKindOption[] = [
  { kind: 'message', label: 'New messages from buyers and sellers' },
  { kind: 'saved_search', label: 'New ads for my saved searches' },
  { kind: 'featured_ended', label: 'Featuring ending and cashback' },
  { kind: 'moderation', label: 'My ads removed by an admin' },
];
const defaults: NotificationSettingsValue = {
  kinds: { message: true, saved_search: true, featured_ended: true, moderation: true },
  quietHours: null,
  sms: true,
};

/** The story owns the value, as My Account does. */
function Settings({
  initial = defaults,
  push: initialPush = 'off',
  onChange,
  onPushChange,
}: {
  initial?: NotificationSettingsValue;
  push?: PushState;
  onChange?: (next: NotificationSettingsValue) => void;
  onPushChange?: (on: boolean) => void;
}) {
  const [value, setValue] = useState(initial);
  const [push, setPush] = useState<PushState>(initialPush);
  return (
    <NotificationSettings
      value={value}
      kinds={kinds}
      push={push}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onPushChange={(on) => {
        setPush(on ? 'on' : 'off');
        onPushChange?.(on);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/NotificationSettings',
  component: Settings,
  args: { onChange: fn(), onPushChange: fn() },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof Settings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Push not on yet on this phone; every kind on, no quiet hours, SMS on. */
export const PushOff: Story = {
  play: async ({ canvas, args, step }) => {
    await step('turning push on asks the caller, and the button becomes Turn off', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Turn on notifications' }));
      await expect(args.onPushChange).toHaveBeenCalledWith(true);
      await expect(canvas.getByRole('button', { name: 'Turn off on this phone' })).toBeVisible();
    });
    await step('a kind switched off is reported whole', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'New ads for my saved searches' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({
        ...defaults,
        kinds: { ...defaults.kinds, saved_search: false },
      });
    });
  },
};

/** Quiet hours on: from 22:00 to 07:00 by default; the same time twice is an error, not a change. */
export const QuietHours: Story = {
  args: { push: 'on' },
  play: async ({ canvas, args, step }) => {
    await step('turning them on reports the default hours', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /No notifications or SMS at night/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith({
        ...defaults,
        quietHours: { start: '22:00', end: '07:00' },
      });
    });
    await step('an end equal to the start is refused with a message tied to the field', async () => {
      const to = canvas.getByLabelText('To');
      await userEvent.clear(to);
      await userEvent.type(to, '22:00');
      await expect(to).toHaveAccessibleDescription(/Quiet hours must start and end at different times/);
      await expect(args.onChange).not.toHaveBeenLastCalledWith(
        expect.objectContaining({ quietHours: { start: '22:00', end: '22:00' } }),
      );
    });
  },
};

/** The browser blocks notifications for Haat: what to do, no button that cannot work. */
export const Blocked: Story = {
  args: { push: 'blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/blocks notifications from Haat/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A browser without push (an old one): SMS still reaches the person. */
export const Unsupported: Story = {
  args: { push: 'unsupported', initial: { ...defaults, sms: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/cannot show notifications/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /An SMS when a message waits unread/ })).not.toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: /An SMS when a message waits unread/ }),
    ).toHaveAccessibleDescription('At most one a chat and three a day, never in quiet hours.');
  },
};
