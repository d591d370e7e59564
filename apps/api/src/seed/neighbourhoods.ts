/**
 * Post offices → the neighbourhoods people call them. The pincode directory names post offices
 * ("Andheri H.O", "Powai Iit", "Koramangala VI Bk", "Pune Cantt East"); a buyer looks for
 * "Andheri", "Powai", "Koramangala", "Camp". The loader stores each office's neighbourhood beside
 * its name, and the lookups, the `/{area}/` pages and the area filter of search work on it.
 */

const DIRECTION = /^(east|west|north|south|e|w|n|s)$/i;
const DIRECTION_WORD: Record<string, string> = { e: 'East', w: 'West', n: 'North', s: 'South' };

/** The office's kind after its name: head, sub-, branch or general post office, a delivery office. */
const OFFICE_SUFFIX =
  /\s+(?:H\.?\s?O\.?|S\.?\s?O\.?|B\.?\s?O\.?|G\.?\s?P\.?\s?O\.?|Sorting Delivery Office|Delivery|Railway Station|Rly Station|R\.?\s?S\.?)$/i;
/** An institution's office inside a neighbourhood: "Powai Iit". */
const INSTITUTION = /\s+I\.?I\.?T\.?(?=\s|$)/gi;
/** "Koramangala VI Bk", "Jahangir Puri A Block", "JP Nagar VIII phase", "Rajajinagar IVth Block". */
const NUMBERED_PART =
  /\s+(?:(?:\d{1,2}|[ivx]{1,5}|[a-z]{1,2})(?:st|nd|rd|th)?\s+(?:block|bk|blk|stage|phase)|(?:block|bk|blk|stage|phase)\s*-?\s*(?:\d{1,2}|[ivx]{1,5}|[a-z]))$/i;
/** "Pune Cantt East", "Delhi Cantt": the cantonment, whichever office of it. */
const CANTONMENT = /\s+Cantt\.?(?:\s+(?:East|West|North|South))?$/i;

/** Neighbourhoods better known by another name than their offices' (keys in lower case). */
const KNOWN_AS: Record<string, string> = {
  'pune cantonment': 'Camp',
};

/** One pass: a parenthesis (a direction is kept, a district or city dropped), then a suffix. */
function strip(name: string): string {
  return name
    .replace(/\s*\(([^)]*)\)/g, (_, inner: string) => {
      const word = inner.trim();
      return DIRECTION.test(word) ? ` ${DIRECTION_WORD[word.toLowerCase()] ?? word}` : '';
    })
    .replace(INSTITUTION, '')
    .replace(OFFICE_SUFFIX, '')
    .replace(NUMBERED_PART, '')
    .replace(CANTONMENT, ' Cantonment')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The neighbourhood of a post office or of an area a seller typed: office kinds, institutions,
 * block, stage and phase numbers and a district in brackets are dropped, a cantonment named as one.
 * A name that would come out empty stays as it is.
 */
export function neighbourhoodOf(name: string): string {
  let current = name.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 4; i++) {
    const next = strip(current);
    if (!next || next === current) break;
    current = next;
  }
  return KNOWN_AS[current.toLowerCase()] ?? current;
}

/**
 * Where well-known neighbourhoods of the largest cities are (approximate centres, to about a
 * kilometre): the directory puts most offices of Mumbai, Bengaluru, Hyderabad and Kolkata on one
 * point per district, some tens of kilometres off (Koramangala sat 40 km north of Bengaluru).
 * Keys: `neighbourhood|city` in lower case.
 */
export const NEIGHBOURHOOD_POINTS: Readonly<Record<string, readonly [lat: number, lng: number]>> = {
  'andheri|mumbai': [19.1197, 72.8468],
  'andheri east|mumbai': [19.1136, 72.8697],
  'andheri west|mumbai': [19.1364, 72.8296],
  'bandra west|mumbai': [19.0596, 72.8295],
  'bandra east|mumbai': [19.0622, 72.8475],
  'powai|mumbai': [19.1176, 72.906],
  'borivali east|mumbai': [19.2307, 72.8567],
  'borivali west|mumbai': [19.2321, 72.8511],
  'goregaon|mumbai': [19.1663, 72.8526],
  'dadar|mumbai': [19.0178, 72.8478],
  'chembur|mumbai': [19.0522, 72.9005],
  'colaba|mumbai': [18.9067, 72.8147],
  'koramangala|bengaluru': [12.9352, 77.6245],
  'indiranagar|bengaluru': [12.9784, 77.6408],
  'whitefield|bengaluru': [12.9698, 77.75],
  'jayanagar|bengaluru': [12.925, 77.5938],
  'hebbal|bengaluru': [13.0358, 77.597],
  'yelahanka|bengaluru': [13.1007, 77.5963],
  'basavanagudi|bengaluru': [12.9406, 77.5738],
  'rajajinagar|bengaluru': [12.9915, 77.5545],
  'jp nagar|bengaluru': [12.9063, 77.5857],
  'banashankari|bengaluru': [12.9255, 77.5468],
  'kothrud|pune': [18.5074, 73.8077],
  'aundh|pune': [18.558, 73.8075],
  'hadapsar|pune': [18.5089, 73.926],
  'camp|pune': [18.5135, 73.879],
  'shivajinagar|pune': [18.5314, 73.8446],
  'gachibowli|hyderabad': [17.4401, 78.3489],
  'madhapur|hyderabad': [17.4483, 78.3915],
  'kukatpally|hyderabad': [17.4849, 78.4138],
  'banjara hills|hyderabad': [17.4126, 78.4482],
  'secunderabad|hyderabad': [17.4399, 78.4983],
  'ballygunge|kolkata': [22.5276, 88.3658],
  'behala|kolkata': [22.4986, 88.3104],
  'park street|kolkata': [22.5525, 88.3525],
};
