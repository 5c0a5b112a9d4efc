import MailIcon from '@mui/icons-material/Mail';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SendIcon from '@mui/icons-material/Send';
import { ADMIN_BASE } from './common/paths';
import { mediaResourcesOf, menuSlotsOf, messagesOf, messagesRuOf, routesOf, specPathsOf, type ResourceEntry } from './common/registry';
import users from './users';
import { userMessages } from './users/messages';
import auditLogs from './audit-logs';
import { auditLogMessages } from './audit-logs/messages';
import { LeadList } from './leads/LeadList';
import { LeadEdit } from './leads/LeadEdit';
import { LeadShow } from './leads/LeadShow';
import { DeliveryList } from './leads/DeliveryList';
import { LeadSettingsEdit } from './leads/LeadSettingsEdit';
import { enquiryMessages, mortgageEnquiryMessages } from './leads/messages';
import { auditLogsRu, enquiriesRu, mortgageEnquiriesRu, settingsRu, usersRu } from './locales/ru-resources';
import { SettingsEdit } from './settings/SettingsEdit';
import { VersionSettingsEdit } from './version-settings/VersionSettingsEdit';
import { settingsMessages } from './settings/messages';
// Market evidence (issue 25)
import { MarketDataPage } from './market/MarketDataPage';
import { MailboxPage } from './mailbox';
// Conversations (issue 29)
import EventIcon from '@mui/icons-material/Event';
import { BookingList } from './bookings/BookingList';
// Privacy by design (issue 24)
// Saved searches with e-mail alerts (issue 27)
import { SavedSearchList } from './saved-searches/SavedSearchList';
import { savedSearchMessages, savedSearchesRu } from './saved-searches/messages';
import privacyRequests, { PrivacySettingsEdit } from './privacy';
// Inventory (issue 30)
import units, { unitMessages, unitMessagesRu } from './units/UnitScreens';
import { ImportPage as UnitImportPage } from './units/ImportPage';
import { UnitSettingsEdit } from './units/UnitSettingsEdit';
import { WhatsAppTemplatesEdit } from './settings/WhatsAppTemplatesEdit';
// One definition per resource (issue 38): defined resources get generated screens, labels and a menu link.
import { DEFINITIONS } from '../src/resources';
import { definedEntry } from './screens/defined';
import developers from './developers';
import areas from './areas';
import projects from './projects';
import currencyRates from './currency-rates';
import blogs from './blogs';
import guides from './investment-guides';
import testimonials from './testimonials';
import banners from './banners';
import pages from './pages';
import locations from './taxonomy/locations';
import propertyTypes from './taxonomy/property-types';
import amenities from './taxonomy/amenities';
import followUpPlans from './follow-ups'; // issue 40 item 3: a plan's steps need their own form

/** Defined resources whose screens are designed (they replace the generated ones they name, or are routes of their own). */
const DESIGNED = [developers, areas, projects, currencyRates, blogs, guides, testimonials, banners, pages, locations, propertyTypes, amenities, followUpPlans];
const designedFor = (def: (typeof DEFINITIONS)[number]) => {
  const { definition: _definition, ...own } = DESIGNED.find((d) => d.definition === def) ?? { definition: def };
  return own;
};

const LEAD_RESOURCES = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage-enquiries' } as const;

/**
 * Every back-office resource, once: screens, the spec's addresses, sidebar slots (spec §2 order: by group, then rank in the group), whether
 * records hold uploads, and labels. AdminApp's <Resource>s and routes, the menu, the data provider's upload
 * step and the i18n messages are derived from this list.
 */
export const RESOURCES: ResourceEntry[] = [
  {
    name: 'enquiries',
    screens: { list: () => <LeadList mortgage={false} />, edit: () => <LeadEdit mortgage={false} />, show: () => <LeadShow mortgage={false} />, icon: MailIcon, recordRepresentation: 'name' },
    paths: { list: '/enquiry' },
    menu: [{ group: 'Leads', label: 'Enquiry', order: 1 }],
    messages: enquiryMessages, messagesRu: enquiriesRu,
  },
  {
    name: 'mortgage-enquiries',
    screens: { list: () => <LeadList mortgage />, edit: () => <LeadEdit mortgage />, show: () => <LeadShow mortgage />, icon: AccountBalanceIcon, recordRepresentation: 'name' },
    paths: { list: '/mortgage-enquiry' },
    menu: [{ group: 'Leads', label: 'Mortgage Enquiry', order: 2 }],
    messages: mortgageEnquiryMessages, messagesRu: mortgageEnquiriesRu,
  },
  // Conversations (issue 29): booked calls and viewings, a day-by-day agenda in Dubai time.
  { name: 'bookings', screens: { list: BookingList, icon: EventIcon }, menu: [{ group: 'Follow-up', label: 'Bookings', order: 1 }] },
  // Beyond the spec's sidebar: the e-mails and webhook calls new leads triggered, for the staff who answer leads.
  { name: 'lead-deliveries', screens: { list: () => <DeliveryList leadResources={LEAD_RESOURCES} />, icon: SendIcon }, menu: [{ group: 'Follow-up', label: 'Lead Deliveries', order: 2 }] },
  // Saved searches with e-mail alerts (issue 27): visitors' subscriptions, for the staff who answer leads.
  { name: 'saved-searches', screens: { list: SavedSearchList, icon: SendIcon }, menu: [{ group: 'Follow-up', label: 'Saved Searches', order: 3 }], messages: savedSearchMessages, messagesRu: savedSearchesRu },
  // Beyond the spec's sidebar: the staff screens, shown only to roles that may use them.
  { name: 'users', screens: users, paths: { list: '/users' }, menu: [{ group: 'Administration', label: 'Users', order: 1 }], media: true, messages: userMessages, messagesRu: usersRu },
  { name: 'audit-logs', screens: auditLogs, paths: { list: '/audit-logs' }, menu: [{ group: 'Administration', label: 'Audit Log', order: 2 }], messages: auditLogMessages, messagesRu: auditLogsRu },
  {
    name: 'settings',
    routes: [{ path: '/settings', action: 'show', element: <SettingsEdit /> }],
    menu: [{ group: 'Administration', label: 'Settings', order: 3, to: '/settings', action: 'edit' }],
    messages: settingsMessages, messagesRu: settingsRu,
  },
  {
    name: 'lead-settings',
    routes: [{ path: '/lead-settings', action: 'edit', element: <LeadSettingsEdit /> }],
    menu: [{ group: 'Administration', label: 'Lead Settings', order: 4, to: '/lead-settings', action: 'edit' }],
  },
  // WhatsApp both ways (issue 40): the approved templates staff may send outside the 24-hour window.
  {
    name: 'whatsapp-templates',
    routes: [{ path: '/whatsapp-templates', action: 'edit', element: <WhatsAppTemplatesEdit /> }],
    menu: [{ group: 'Administration', label: 'WhatsApp templates', order: 4, to: '/whatsapp-templates', action: 'edit' }],
  },
  // Mail without a mail server (issue 37): the e-mails kept while SMTP_URL was not set, owners and admins only.
  { name: 'mailbox', routes: [{ path: '/mailbox', action: 'list', element: <MailboxPage /> }], menu: [{ group: 'Administration', label: 'Outgoing mail', order: 7, to: '/mailbox' }] },
  // Privacy by design (issue 24): people's export/erasure requests and the retention periods.
  { name: 'privacy-requests', screens: privacyRequests, paths: { list: '/privacy-requests' }, menu: [{ group: 'Administration', label: 'Privacy Requests', order: 5 }] },
  {
    name: 'privacy-settings',
    routes: [{ path: '/privacy-settings', action: 'edit', element: <PrivacySettingsEdit /> }],
    menu: [{ group: 'Administration', label: 'Privacy Settings', order: 6, to: '/privacy-settings', action: 'edit' }],
  },
  // Market evidence (issue 25): DLD open-data imports and the mapping of DLD names to our areas and projects.
  {
    name: 'market-data',
    routes: [{ path: '/market-data', action: 'list', element: <MarketDataPage /> }],
    menu: [{ group: 'Follow-up', label: 'Market Data', order: 4, to: '/market-data' }],
  },
  // Inventory (issue 30): a project's units, the price-list import, the hold length.
  {
    name: 'units',
    screens: units,
    paths: { list: '/units' },
    routes: [{ path: '/units-import', action: 'create', element: <UnitImportPage /> }],
    menu: [
      { group: 'Projects', label: 'Units', order: 4 },
      { group: 'Projects', label: 'Import Price List', order: 5, to: '/units-import', action: 'create' },
    ],
    messages: unitMessages, messagesRu: unitMessagesRu,
  },
  {
    name: 'unit-settings',
    routes: [{ path: '/unit-settings', action: 'edit', element: <UnitSettingsEdit /> }],
    menu: [{ group: 'Administration', label: 'Unit Settings', order: 8, to: '/unit-settings', action: 'edit' }],
  },
  // Editorial safety (issue 31): version retention and preview link lifetime.
  {
    name: 'version-settings',
    routes: [{ path: '/version-settings', action: 'edit', element: <VersionSettingsEdit /> }],
    menu: [{ group: 'Administration', label: 'Versions and Previews', order: 9, to: '/version-settings', action: 'edit' }],
  },
  // Defined in one file each (src/resources/, issue 38): screens, labels and menu from the definition.
  ...DEFINITIONS.map((def) => definedEntry(def, designedFor(def))),
];

export const RESOURCE_ROUTES = routesOf(RESOURCES);
export const SPEC_PATHS = specPathsOf(RESOURCES);
export const MEDIA_RESOURCES = mediaResourcesOf(RESOURCES);
export const RESOURCE_MESSAGES = messagesOf(RESOURCES);
export const RESOURCE_MESSAGES_RU = messagesRuOf(RESOURCES);
export const MENU_SLOTS = menuSlotsOf(RESOURCES, ADMIN_BASE);
