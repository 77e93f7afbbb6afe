import type { Knex } from 'knex';
import type { AppContext } from '../../app-context';
import type { DayHours, WeekHours } from '../../domain/catalog/business-hours';
import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '../../domain/catalog/cancellation-policy';
import {
  DEFAULT_ADMIN_NOTIFICATIONS,
  DEFAULT_DOOR_ACCESS,
  DEFAULT_SYSTEM_SETTINGS,
  completeNotifications,
  type VenueSettings,
} from '../../domain/catalog/venue-settings';

export interface Bay {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  hourlyRateCents: number | null;
  peakHourlyRateCents: number | null;
  /** Cleaning time kept free after each booking on this bay. */
  bufferMinutes: number;
  createdAt: string;
}

export interface CatalogSnapshot {
  bays: Bay[];
  baysById: Map<string, Bay>;
  week: WeekHours;
  cancellationPolicy: CancellationPolicy;
  settings: VenueSettings;
}

/**
 * Catalog reads are on every availability and booking request but change rarely: each app keeps one
 * snapshot for a short time (its context holds this cache), dropped at once when it writes the catalog.
 */
export class CatalogCache {
  private static readonly TTL_MS = 2000;
  private entry: { at: number; snapshot: Promise<CatalogSnapshot>; fingerprint?: string } | null = null;

  constructor(private readonly knex: Knex) {}

  invalidate(): void {
    this.entry = null;
  }

  snapshot(): Promise<CatalogSnapshot> {
    const cached = this.entry;
    if (cached && Date.now() - cached.at < CatalogCache.TTL_MS) return cached.snapshot;
    // A reload that finds the same catalog keeps the old snapshot, so caches keyed on it stay valid.
    const entry: { at: number; snapshot: Promise<CatalogSnapshot>; fingerprint?: string } = {
      at: Date.now(),
      snapshot: Promise.resolve(null as never),
    };
    entry.snapshot = loadSnapshot(this.knex).then(async (fresh) => {
      entry.fingerprint = JSON.stringify([
        fresh.bays,
        [...fresh.week.entries()],
        fresh.cancellationPolicy,
        fresh.settings,
      ]);
      return cached && cached.fingerprint === entry.fingerprint ? cached.snapshot : fresh;
    });
    this.entry = entry;
    entry.snapshot.catch(() => this.entry === entry && this.invalidate());
    return entry.snapshot;
  }
}

export function invalidateCatalog(ctx: Pick<AppContext, 'catalog'>): void {
  ctx.catalog.invalidate();
}

export function catalogSnapshot(ctx: Pick<AppContext, 'catalog'>): Promise<CatalogSnapshot> {
  return ctx.catalog.snapshot();
}

/** The system settings, the venue called by the deployment's VENUE_NAME until an admin names it. */
export async function systemSettingsOf(ctx: Pick<AppContext, 'catalog' | 'config'>) {
  const { system } = (await catalogSnapshot(ctx)).settings;
  return { ...system, venueName: system.venueName || ctx.config.VENUE_NAME };
}

/** The bay's cleaning time after each booking (none for a bay the catalog does not know). */
export async function bayBufferMinutes(ctx: Pick<AppContext, 'catalog'>, bayId: string): Promise<number> {
  return (await catalogSnapshot(ctx)).baysById.get(bayId)?.bufferMinutes ?? 0;
}

async function loadSnapshot(knex: Knex): Promise<CatalogSnapshot> {
  const [bayRows, hourRows, settingRows] = await Promise.all([
    knex<BayRow>('bays')
      .select('*')
      .orderBy([{ column: 'created_at' }, { column: 'name' }]),
    knex<HoursRow>('global_business_hours').select('*'),
    knex('venue_settings').select('key', 'value'),
  ]);
  const setting = new Map((settingRows as Array<{ key: string; value: unknown }>).map((r) => [r.key, r.value]));
  const bays = (bayRows as BayRow[]).map(toBay);
  const week = new Map<number, DayHours>((hourRows as HoursRow[]).map((r) => [r.day_of_week, toDayHours(r)]));
  return {
    bays,
    baysById: new Map(bays.map((b) => [b.id, b])),
    week,
    cancellationPolicy:
      (setting.get('cancellation_policy') as CancellationPolicy | undefined) ?? DEFAULT_CANCELLATION_POLICY,
    settings: {
      system: { ...DEFAULT_SYSTEM_SETTINGS, ...(setting.get('system') as object | undefined) },
      notifications: completeNotifications(
        (setting.get('admin_notifications') as VenueSettings['notifications'] | undefined) ??
          DEFAULT_ADMIN_NOTIFICATIONS,
      ),
      doorAccess: { ...DEFAULT_DOOR_ACCESS, ...(setting.get('door_access') as object | undefined) },
    },
  };
}

interface BayRow {
  id: string;
  name: string;
  description: string | null;
  is_active: boolean;
  hourly_rate_cents: number | null;
  peak_hourly_rate_cents: number | null;
  buffer_minutes: number;
  created_at: Date | string;
}

interface HoursRow {
  day_of_week: number;
  open_time: string;
  close_time: string;
  booking_interval_minutes: number;
  peak_start_time: string | null;
  peak_end_time: string | null;
  base_hourly_rate_cents: number | null;
  peak_hourly_rate_cents: number | null;
}

function toBay(r: BayRow): Bay {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    isActive: r.is_active,
    hourlyRateCents: r.hourly_rate_cents,
    peakHourlyRateCents: r.peak_hourly_rate_cents,
    bufferMinutes: r.buffer_minutes ?? 0,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

function toDayHours(r: HoursRow): DayHours {
  return {
    dayOfWeek: r.day_of_week,
    openTime: r.open_time,
    closeTime: r.close_time,
    bookingIntervalMinutes: r.booking_interval_minutes,
    peakStartTime: r.peak_start_time,
    peakEndTime: r.peak_end_time,
    baseHourlyRateCents: r.base_hourly_rate_cents,
    peakHourlyRateCents: r.peak_hourly_rate_cents,
  };
}
