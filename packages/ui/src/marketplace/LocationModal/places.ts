import type { Place } from './LocationModal';

/** Sample data for stories and tests: the 12 popular cities and a few localities. */
export const samplePopularCities: Place[] = [
  ['Mumbai', 'Maharashtra', 19.076, 72.8777],
  ['Delhi', 'Delhi', 28.6139, 77.209],
  ['Bengaluru', 'Karnataka', 12.9716, 77.5946],
  ['Hyderabad', 'Telangana', 17.385, 78.4867],
  ['Ahmedabad', 'Gujarat', 23.0225, 72.5714],
  ['Chennai', 'Tamil Nadu', 13.0827, 80.2707],
  ['Kolkata', 'West Bengal', 22.5726, 88.3639],
  ['Pune', 'Maharashtra', 18.5204, 73.8567],
  ['Jaipur', 'Rajasthan', 26.9124, 75.7873],
  ['Lucknow', 'Uttar Pradesh', 26.8467, 80.9462],
  ['Kochi', 'Kerala', 9.9312, 76.2673],
  ['Chandigarh', 'Chandigarh', 30.7333, 76.7794],
].map(([name, state, lat, lng]) => ({
  name: name as string,
  state: state as string,
  city: name as string,
  area: '',
  lat: lat as number,
  lng: lng as number,
}));

export const sampleLocalities: Place[] = [
  { name: 'Koramangala', area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', lat: 12.9352, lng: 77.6245 },
  { name: 'Kothrud', area: 'Kothrud', city: 'Pune', state: 'Maharashtra', lat: 18.5074, lng: 73.8077 },
  { name: 'Kondapur', area: 'Kondapur', city: 'Hyderabad', state: 'Telangana', lat: 17.4699, lng: 78.3578 },
  { name: 'Kolkata', area: '', city: 'Kolkata', state: 'West Bengal', lat: 22.5726, lng: 88.3639 },
  { name: 'Aurangabad', area: '', city: 'Aurangabad', state: 'Maharashtra' },
  { name: 'Aurangabad', area: '', city: 'Aurangabad', state: 'Bihar' },
  { name: 'Andheri West', area: 'Andheri West', city: 'Mumbai', state: 'Maharashtra', lat: 19.1364, lng: 72.8296 },
];

/** A stand-in for the places service: case-insensitive prefix match on name, area or city. */
export function searchSamplePlaces(query: string): Promise<Place[]> {
  const q = query.trim().toLowerCase();
  return Promise.resolve(
    sampleLocalities.filter((p) => [p.name, p.area, p.city].some((part) => part.toLowerCase().startsWith(q))),
  );
}
