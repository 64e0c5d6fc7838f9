/** The states and union territories by their GST state code, the first two digits of a GSTIN. */
const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/**
 * A restaurant's or takeaway's supply is made where the food is handed over, which for a pickup kitchen is the
 * kitchen itself: its state, read from its GSTIN, as "Karnataka (29)". Without a GSTIN there is none to print.
 */
export function placeOfSupply(gstin: string | null): string | null {
  const code = gstin?.slice(0, 2);
  const state = code ? GST_STATES[code] : undefined;
  return state ? `${state} (${code})` : null;
}

/** Services of restaurants and eating places, takeaway included (GST services classification). */
export const RESTAURANT_SAC = '996331';
