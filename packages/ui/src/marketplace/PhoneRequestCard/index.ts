export { PhoneRequestCard } from './PhoneRequestCard';
export type { PhoneRequestCardProps, PhoneRequestCardStatus } from './PhoneRequestCard';
export { defaultPhoneRequestCardText } from './phoneRequestCardText';
export type { PhoneRequestCardText } from './phoneRequestCardText';
export { telHref, whatsAppHref } from './phoneLinks';
