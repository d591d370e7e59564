export { LocationModal, ALL_INDIA, GEOLOCATION_UNSUPPORTED, defaultLocationText } from './LocationModal';
export type { LocationModalProps, LocationText, Place } from './LocationModal';
