import { describe, expect, test } from 'vitest';
import { neighbourhoodOf } from './neighbourhoods';

describe('neighbourhoodOf', () => {
  test.each([
    ['Powai Iit', 'Powai'],
    ['Andheri H.O', 'Andheri'],
    ['Pune Cantt East', 'Camp'],
    ['Koramangala VI Bk', 'Koramangala'],
    ['Koramangala I Block', 'Koramangala'],
    ['Rajajinagar IVth Block', 'Rajajinagar'],
    ['JP Nagar VIII phase', 'JP Nagar'],
    ['Jahangir Puri A Block', 'Jahangir Puri'],
    ['Dakshinpuri Phase-III', 'Dakshinpuri'],
    ['H.A.L II Stage H.O', 'H.A.L'],
    ['Saket (South Delhi)', 'Saket'],
    ['Indiranagar (Bangalore)', 'Indiranagar'],
    ['Andheri Railway Station', 'Andheri'],
    ['Khar Delivery', 'Khar'],
    ['Maan SO', 'Maan'],
    ['Delhi Cantt', 'Delhi Cantonment'],
  ])('the office %s is in %s', (office, neighbourhood) => {
    expect(neighbourhoodOf(office)).toBe(neighbourhood);
  });

  test('directions, sectors and plain names stay', () => {
    expect(neighbourhoodOf('Bandra(East)')).toBe('Bandra East');
    expect(neighbourhoodOf('Andheri West')).toBe('Andheri West');
    expect(neighbourhoodOf('Sector 62')).toBe('Sector 62');
    expect(neighbourhoodOf('  Koramangala  ')).toBe('Koramangala');
    expect(neighbourhoodOf('H.O')).toBe('H.O');
  });
});
