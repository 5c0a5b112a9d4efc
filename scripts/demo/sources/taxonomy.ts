import { slugify } from '../lib';

export const PROPERTY_TYPES = ['Apartment', 'Townhouse', 'Villa', 'Penthouse', 'Duplex', 'Serviced apartment', 'Branded residence'].map((name, i) => ({
  id: i + 1,
  name,
  slug: slugify(name),
}));
export const TYPE = { apartment: 1, townhouse: 2, villa: 3, penthouse: 4, duplex: 5, serviced: 6, branded: 7 } as const;

/** icon: the name of a @mui/icons-material icon the site renders beside the amenity. */
export const AMENITIES = (
  [
    ['Swimming pool', 'Pool', 'both'],
    ['Gym', 'FitnessCenter', 'project'],
    ['Spa and sauna', 'Spa', 'project'],
    ["Children's play area", 'ChildCare', 'both'],
    ['Landscaped parks', 'Park', 'area'],
    ['Covered parking', 'LocalParking', 'project'],
    ['24/7 security', 'Security', 'both'],
    ['Private beach', 'BeachAccess', 'both'],
    ['Restaurants and cafés', 'Restaurant', 'area'],
    ['Tennis and padel courts', 'SportsTennis', 'both'],
    ['Jogging and cycling tracks', 'DirectionsRun', 'both'],
    ['Co-working lounge', 'MeetingRoom', 'project'],
    ['Pet-friendly', 'Pets', 'project'],
    ['Supermarkets', 'LocalGroceryStore', 'area'],
    ['Schools and nurseries', 'School', 'area'],
    ['Clinics and hospitals', 'LocalHospital', 'area'],
    ['Metro or tram access', 'Train', 'area'],
    ['Golf course', 'GolfCourse', 'area'],
    ['Marina and yacht berths', 'Sailing', 'area'],
    ["Residents' lounge", 'Weekend', 'project'],
    ['Private cinema', 'Theaters', 'project'],
    ['EV charging', 'ElectricCar', 'project'],
    ['Mosque', 'Mosque', 'area'],
  ] as const
).map(([name, icon, applies_to], i) => ({ id: i + 1, name, icon, applies_to }));

export const AMENITY = {
  pool: 1, gym: 2, spa: 3, kids: 4, parks: 5, parking: 6, security: 7, beach: 8, dining: 9, tennis: 10, track: 11, cowork: 12,
  pets: 13, supermarket: 14, schools: 15, health: 16, metro: 17, golf: 18, marina: 19, lounge: 20, cinema: 21, ev: 22, mosque: 23,
} as const;
