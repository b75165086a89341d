// Word lists for the made-up demo companies (see demo-companies.ts). Names and streets are
// invented by joining these; towns are real places so addresses look like UK addresses.

/** First halves of trading names: "Harbour" + "light". */
export const NAME_HEADS = [
  'Harbour', 'Silver', 'North', 'Kestrel', 'Amber', 'Copper', 'Willow', 'Bramble', 'Heron', 'Granite',
  'Meadow', 'Raven', 'Thistle', 'Lantern', 'Ember', 'Juniper', 'Marble', 'Saffron', 'Cobalt', 'Falcon',
  'Hazel', 'Larch', 'Orchard', 'Pebble', 'Rowan', 'Slate', 'Tide', 'Wren', 'Yarrow', 'Cedar',
  'Quill', 'Lark', 'Fox', 'Otter', 'Indigo', 'Beacon',
] as const;

/** Second halves of trading names. */
export const NAME_TAILS = [
  'light', 'field', 'stone', 'gate', 'wood', 'bridge', 'mere', 'ford', 'well', 'moor',
  'haven', 'crest', 'worth', 'point', 'marsh', 'combe',
] as const;

/** Surnames for partnership-style names: "Heron & Tallis". */
export const PARTNER_NAMES = [
  'Tallis', 'Ashdown', 'Merriweather', 'Pennick', 'Crowther', 'Ellery', 'Fairbairn', 'Hollins',
  'Kettering', 'Lindqvist', 'Marlowe', 'Oakes', 'Prideaux', 'Quennell', 'Rushworth', 'Stanforth',
] as const;

/** What the company does; the legal form follows. */
export const SECTORS = [
  'Analytics', 'Logistics', 'Consulting', 'Engineering', 'Bakery', 'Joinery', 'Software', 'Design',
  'Interiors', 'Foods', 'Media', 'Architects', 'Surveyors', 'Dental Care', 'Veterinary Services',
  'Plumbing and Heating', 'Electrical', 'Property Management', 'Recruitment', 'Marketing', 'Print',
  'Textiles', 'Brewing Company', 'Coffee Roasters', 'Travel', 'Landscaping', 'Accountancy',
  'Legal Services', 'Robotics', 'Energy', 'Solar', 'Fitness', 'Training', 'Security', 'Cleaning Services',
  'Removals', 'Catering', 'Publishing', 'Optics', 'Holdings',
] as const;

/** Ltd most often, as on the real register. */
export const LEGAL_FORMS = ['Ltd', 'Ltd', 'Ltd', 'Ltd', 'Ltd', 'Ltd', 'Limited', 'Limited', 'Limited', 'LLP', 'PLC'] as const;

/** Made-up street names: "Sorrel" + "wick" + "Road". */
export const STREET_HEADS = [
  'Sorrel', 'Tansy', 'Gorse', 'Linnet', 'Clover', 'Foxglove', 'Bracken', 'Nettle', 'Plover', 'Teasel',
  'Kingcup', 'Sedge', 'Burdock', 'Mallow', 'Campion', 'Vetch',
] as const;
export const STREET_STEMS = ['wick', 'brook', 'ley', 'hurst', 'dale', 'more', 'by', 'thorpe'] as const;
export const STREET_KINDS = [
  'Street', 'Road', 'Lane', 'Avenue', 'Close', 'Way', 'Row', 'Terrace', 'Place', 'Gardens', 'Crescent', 'Walk', 'Mews', 'Yard',
] as const;

/** Real towns with their real postcode areas and a plausible district range. */
export const TOWNS: readonly { city: string; areas: readonly string[]; districts: number }[] = [
  { city: 'London', areas: ['E', 'N', 'NW', 'SE', 'SW', 'W'], districts: 20 },
  { city: 'Manchester', areas: ['M'], districts: 40 },
  { city: 'Birmingham', areas: ['B'], districts: 40 },
  { city: 'Leeds', areas: ['LS'], districts: 29 },
  { city: 'Bristol', areas: ['BS'], districts: 40 },
  { city: 'Liverpool', areas: ['L'], districts: 38 },
  { city: 'Sheffield', areas: ['S'], districts: 36 },
  { city: 'Newcastle upon Tyne', areas: ['NE'], districts: 15 },
  { city: 'Nottingham', areas: ['NG'], districts: 20 },
  { city: 'Leicester', areas: ['LE'], districts: 9 },
  { city: 'Glasgow', areas: ['G'], districts: 46 },
  { city: 'Edinburgh', areas: ['EH'], districts: 17 },
  { city: 'Aberdeen', areas: ['AB'], districts: 25 },
  { city: 'Dundee', areas: ['DD'], districts: 5 },
  { city: 'Cardiff', areas: ['CF'], districts: 24 },
  { city: 'Swansea', areas: ['SA'], districts: 9 },
  { city: 'Belfast', areas: ['BT'], districts: 17 },
  { city: 'Brighton', areas: ['BN'], districts: 3 },
  { city: 'Oxford', areas: ['OX'], districts: 4 },
  { city: 'Cambridge', areas: ['CB'], districts: 5 },
  { city: 'York', areas: ['YO'], districts: 32 },
  { city: 'Bath', areas: ['BA'], districts: 2 },
  { city: 'Exeter', areas: ['EX'], districts: 6 },
  { city: 'Norwich', areas: ['NR'], districts: 14 },
  { city: 'Southampton', areas: ['SO'], districts: 19 },
  { city: 'Plymouth', areas: ['PL'], districts: 9 },
  { city: 'Reading', areas: ['RG'], districts: 6 },
  { city: 'Milton Keynes', areas: ['MK'], districts: 15 },
  { city: 'Derby', areas: ['DE'], districts: 24 },
  { city: 'Coventry', areas: ['CV'], districts: 6 },
  { city: 'Stoke-on-Trent', areas: ['ST'], districts: 6 },
  { city: 'Canterbury', areas: ['CT'], districts: 4 },
  { city: 'Inverness', areas: ['IV'], districts: 3 },
  { city: 'Chester', areas: ['CH'], districts: 4 },
];

/** Letters the Royal Mail uses in the inward code (never C, I, K, M, O or V). */
export const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
