import type { ResourceDef } from './define';
import { settings } from './settings';
import { enquiries } from './enquiries';
import { mortgageEnquiries } from './mortgage-enquiries';
import { leadSettings } from './lead-settings';
import { leadDeliveries } from './lead-deliveries';
import { users } from './users';
import { auditLogs } from './audit-logs';
// Conversations (issue 29)
import { bookings } from './bookings';
import { whatsappMessages } from './whatsapp-messages';
// Privacy by design (issue 24)
import { privacyRequests } from './privacy-requests';
import { privacySettings } from './privacy-settings';
// Editorial safety (issue 31)
import { versionSettings } from './version-settings';
// Inventory (issue 30)
import { units } from './units';
import { unitSettings } from './unit-settings';
import { savedSearches } from './saved-searches';
// One definition per resource (issue 38): resources defined in one file of src/resources/.
import { DEFINITIONS } from '../../src/resources';
import { developers } from '../../src/resources/developers';
import { areas } from '../../src/resources/areas';
import { locations } from '../../src/resources/locations';
import { propertyTypes } from '../../src/resources/property-types';
import { amenities } from '../../src/resources/amenities';
import { projects } from '../../src/resources/projects';
import { pages } from '../../src/resources/pages';
import { fromDefinition } from './defined';

// Defined resources that projects reference (a column or a join table) are seeded before projects; projects before
// what references them (enquiries, units).
const BEFORE_PROJECTS = [developers, areas, locations, propertyTypes, amenities] as const;
// Projects, then the defined resources seeded right after them, in the place they had as modules.
const THROUGH_PROJECTS = [...BEFORE_PROJECTS, projects, pages] as const;

/** Every resource, in the order foreign keys need them (the seed loads db.json in this order). */
export const RESOURCES: ResourceDef[] = [
  ...THROUGH_PROJECTS.map(fromDefinition), settings,
  enquiries, mortgageEnquiries, leadSettings, leadDeliveries, users, auditLogs,
  // Conversations (issue 29): after enquiries, which they reference.
  bookings, whatsappMessages,
  // Privacy by design (issue 24)
  privacyRequests, privacySettings,
  // Editorial safety (issue 31)
  versionSettings,
  // Inventory (issue 30): after projects and enquiries, which units reference.
  units, unitSettings,
  // Saved searches with e-mail alerts (issue 27): visitors' subscriptions, read by the lead staff.
  savedSearches,
  // Defined in one file each (issue 38): after everything they may reference.
  ...DEFINITIONS.filter((d) => !(THROUGH_PROJECTS as readonly unknown[]).includes(d)).map(fromDefinition),
];

export const RESOURCE_BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));

/** Whether a resource has demo content: its definition says so; staff accounts and logs never do. */
export const hasDemoContent = (r: ResourceDef) => r.group !== 'staff' && r.demo !== false;

/** The resources db.json holds (content and leads), in seed order; a definition with its own demo rows is not among them. */
export const DEMO_RESOURCES = RESOURCES.filter((r) => hasDemoContent(r) && !Array.isArray(r.demo)).map((r) => r.name);
