export { TopUpForm } from './TopUpForm';
export type { TopUpFormProps } from './TopUpForm';
export { topUpFormText } from './topUpFormText';
export type { TopUpFormText } from './topUpFormText';
