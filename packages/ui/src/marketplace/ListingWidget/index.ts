export { ListingWidget } from './ListingWidget';
export type { ListingWidgetProps } from './ListingWidget';
