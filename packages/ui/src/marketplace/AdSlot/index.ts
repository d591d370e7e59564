export { AdSlot, adSlotSizes } from './AdSlot';
export type { AdSlotProps, AdSlotSize } from './AdSlot';
export { HousePromo } from './HousePromo';
export type { HousePromoProps } from './HousePromo';
export { defaultHousePromoText } from './housePromoText';
export type { HousePromoText } from './housePromoText';
