export { NotificationSettings } from './NotificationSettings';
export type {
  NotificationSettingsProps,
  NotificationSettingsValue,
  NotificationKindOption,
  PushState,
} from './NotificationSettings';
export { notificationSettingsText } from './notificationSettingsText';
export type { NotificationSettingsText } from './notificationSettingsText';
