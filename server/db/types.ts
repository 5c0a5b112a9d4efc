import type { Insertable, Selectable } from 'kysely';
import type { Id, Json, Timestamp } from './columns';
import type { TablesOf } from './derive';
import type { DEFINITIONS } from '../../src/resources';
// Market evidence (issue 25)
import type { MarketTables } from '../market/tables';
// The investor's workspace (issue 27)
import type { PriceHistoryTables } from '../price-history/tables';
import type { AuditLogTables } from './tables';
import type { EnquiriesTable, EnquiryTables } from './tables';
import type { LeadDeliveryTables } from './tables';
import type { MortgageEnquiriesTable, MortgageEnquiryTables } from './tables';
import type { ProjectPropertyTypeTables } from './tables';
import type { SettingsTable, SettingTables } from './tables';
import type { UsersTable, UserTables } from './tables';
// Conversations (issue 29)
import type { BookingTables } from './tables';
import type { WhatsappMessageTables } from './tables';
// Privacy by design (issue 24): activity record, privacy requests, consent records, job leases.
import type { PrivacyTables } from '../privacy/tables';
// Editorial safety (issue 31): record versions.
import type { VersionTables } from '../versions/tables';
// Hot leads first (issue 28)
import type { ScoreTables } from '../score/tables';
// The HTTP cache (issue 32)
import type { CachePurgeTables } from '../http-cache/tables';
// Inventory (issue 30)
import type { UnitTables } from './tables';
// Saved searches with e-mail alerts (issue 27)
import type { AlertTables } from '../alerts/tables';
// Hot leads first (issue 28 item 4): duplicates merged
import type { LeadMergeTables } from '../lead-merge/tables';
// WhatsApp delivery statuses (issue 37)
import type { WhatsappStatusTables } from '../whatsapp/tables';
// Public-form abuse (issue 37 item 5)
import type { MailCapTables } from '../mail-cap/tables';
// Follow-up plans' runs (issue 40 item 3)
import type { FollowUpTables } from '../follow-ups/tables';
// The lead's timeline (issue 40 item 2)
import type { TimelineTables } from '../timeline/tables';

/**
 * The database: each resource declares its tables in its own module (server/resources/<name>.ts);
 * the tables that belong to no resource (sign-in tokens, uploaded media) are declared here.
 */
export interface ApiTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ActivationTokensTable {
  id: Id;
  user_id: number | null;
  token_hash: string;
  purpose: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MediaTable {
  id: Id;
  src: string;
  title: string | null;
  type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  variants: Json;
  uploaded_by: number | null;
  created_at: Timestamp;
}

type DefinedTables = TablesOf<typeof DEFINITIONS>;

export interface Database
  extends ProjectPropertyTypeTables,
    SettingTables, EnquiryTables, MortgageEnquiryTables, LeadDeliveryTables, UserTables, AuditLogTables,
    // Market evidence (issue 25); Conversations (issue 29); Privacy by design (issue 24)
    MarketTables, BookingTables, WhatsappMessageTables, PrivacyTables, ScoreTables,
    // The investor's workspace (issue 27); Editorial safety (issue 31)
    PriceHistoryTables, VersionTables,
    // The HTTP cache (issue 32)
    CachePurgeTables,
    // Inventory (issue 30)
    UnitTables,
    // Saved searches with e-mail alerts (issue 27)
    AlertTables,
    // Duplicates merged (issue 28 item 4)
    LeadMergeTables,
    // WhatsApp delivery statuses (issue 37)
    WhatsappStatusTables,
    // The per-recipient cap of unsolicited e-mails (issue 37 item 5)
    MailCapTables,
    FollowUpTables,
    // The lead's timeline (issue 40 item 2)
    TimelineTables,
    // Every resource defined in one file (issue 38): table types derived from the definitions' fields.
    DefinedTables {
  api_tokens: ApiTokensTable;
  activation_tokens: ActivationTokensTable;
  media: MediaTable;
}

export type TableName = keyof Database;
export type User = Selectable<UsersTable>;
export type Enquiry = Selectable<EnquiriesTable>;
export type NewEnquiry = Insertable<EnquiriesTable>;
export type MortgageEnquiry = Selectable<MortgageEnquiriesTable>;
export type Settings = Selectable<SettingsTable>;
