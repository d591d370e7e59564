export { AdSlot, adSlotSizes } from './AdSlot';
export type { AdSlotProps, AdSlotSize } from './AdSlot';
