export { Card } from './Card';
export type { CardProps, CardElement } from './Card';
