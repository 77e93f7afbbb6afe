import type { Knex } from 'knex';
import type { AdminWaiverAnswer, WaiverSignatureItem, WaiverStatusAnswer } from '../../contracts/waivers/waivers';

const iso = (v: Date | string) => new Date(v).toISOString();

/** The venue's current waiver as the read model has it (version 0: none published). */
export async function currentWaiver(
  knex: Knex,
): Promise<{ version: number; text: string | null; isRequired: boolean }> {
  const settings = await knex('waiver_settings').first('version', 'is_required');
  if (!settings) return { version: 0, text: null, isRequired: false };
  const row = await knex('waiver_versions').where({ version: settings.version }).first('text');
  return { version: settings.version, text: row?.text ?? null, isRequired: Boolean(settings.is_required) };
}

/** The current settings and every version, newest first, with how many customers signed each. */
export async function adminWaiver(knex: Knex): Promise<AdminWaiverAnswer> {
  const [current, settings, versions, counts] = await Promise.all([
    currentWaiver(knex),
    knex('waiver_settings').first('updated_at'),
    knex('waiver_versions').orderBy('version', 'desc').select('version', 'text', 'is_required', 'published_at'),
    knex('waiver_signatures').groupBy('version').select('version').count<{ version: number; n: string }[]>('* as n'),
  ]);
  const signed = new Map(counts.map((c) => [Number(c.version), Number(c.n)]));
  return {
    ...current,
    updatedAt: settings ? iso(settings.updated_at) : null,
    versions: versions.map((v) => ({
      version: v.version,
      text: v.text,
      isRequired: Boolean(v.is_required),
      publishedAt: iso(v.published_at),
      signatures: signed.get(Number(v.version)) ?? 0,
    })),
  };
}

/** The newest version this customer signed (null: none). */
export async function signedVersionOf(knex: Knex, userId: string): Promise<number | null> {
  const row = await knex('waiver_signatures').where({ user_id: userId }).max<{ v: number | null }[]>('version as v');
  return row[0]?.v ?? null;
}

/** Whether this customer has signed `version`. */
export async function hasSigned(knex: Knex, userId: string, version: number): Promise<boolean> {
  return Boolean(await knex('waiver_signatures').where({ user_id: userId, version }).first('event_id'));
}

/** Whether the customer must sign before booking: a waiver is required and its current version is not signed. */
export async function waiverStatus(knex: Knex, userId: string): Promise<WaiverStatusAnswer> {
  const [current, signedVersion] = await Promise.all([currentWaiver(knex), signedVersionOf(knex, userId)]);
  const needsSignature = current.isRequired && current.version > 0 && !(await hasSigned(knex, userId, current.version));
  return { signedVersion, needsSignature };
}

/** Every signature of this customer, newest first (the admin's customer page). */
export async function waiverSignaturesOf(knex: Knex, userId: string): Promise<WaiverSignatureItem[]> {
  const rows = await knex('waiver_signatures')
    .where({ user_id: userId })
    .orderBy([
      { column: 'signed_at', order: 'desc' },
      { column: 'version', order: 'desc' },
    ])
    .select('version', 'full_name', 'signed_at', 'ip', 'user_agent');
  return rows.map((r) => ({
    version: r.version,
    fullName: r.full_name,
    signedAt: iso(r.signed_at),
    ip: r.ip ?? null,
    userAgent: r.user_agent ?? null,
  }));
}
