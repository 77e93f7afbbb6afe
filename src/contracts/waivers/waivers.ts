import { z } from 'zod';

/** The error code and message of a booking refused because the current waiver is not signed (409). */
export const WAIVER_REQUIRED = 'WAIVER.REQUIRED';
export const WAIVER_REQUIRED_MESSAGE = "Please sign the venue's waiver before booking.";

/** PUT /api/admin/waiver: a changed text publishes a new version; the switch alone changes the requirement. */
export const waiverSettingsInput = z.object({
  isRequired: z.boolean('Please say whether the waiver is required'),
  text: z
    .string('Please enter the text of the waiver')
    .trim()
    .min(1, 'Please enter the text of the waiver')
    .max(20_000, 'The waiver text is at most 20,000 characters'),
});
export type WaiverSettingsBody = z.input<typeof waiverSettingsInput>;

/** POST /api/waiver/sign: the version the customer read and the name they typed. */
export const signWaiverInput = z.object({
  version: z.number('Please say which version of the waiver you signed').int().min(1),
  fullName: z
    .string('Please type your full name to sign the waiver')
    .trim()
    .min(1, 'Please type your full name to sign the waiver')
    .max(200, 'Your name is at most 200 characters'),
});
export type SignWaiverBody = z.input<typeof signWaiverInput>;

/** GET /api/waiver: the current waiver (version 0 and no text: the venue has none). */
export interface WaiverAnswer {
  version: number;
  text: string | null;
  isRequired: boolean;
}

/** GET /api/waiver/status: the newest version the customer signed, and whether booking needs a signature. */
export interface WaiverStatusAnswer {
  signedVersion: number | null;
  needsSignature: boolean;
}

/** POST /api/waiver/sign's 201. */
export interface WaiverSignedAnswer {
  version: number;
  signedAt: string;
  /** False when this version was already signed (nothing new recorded; the first signature stands). */
  recorded: boolean;
}

/** One version in the admin's history. */
export interface WaiverVersionItem {
  version: number;
  text: string;
  isRequired: boolean;
  publishedAt: string;
  signatures: number;
}

/** GET /api/admin/waiver: the current settings and every version, newest first. */
export interface AdminWaiverAnswer extends WaiverAnswer {
  updatedAt: string | null;
  versions: WaiverVersionItem[];
}

/** A signature as the admin's customer page lists it. */
export interface WaiverSignatureItem {
  version: number;
  fullName: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
}

export const waiverAnswer = z.object({
  version: z.number().int(),
  text: z.string().nullable(),
  isRequired: z.boolean(),
}) satisfies z.ZodType<WaiverAnswer>;
export const waiverStatusAnswer = z.object({
  signedVersion: z.number().int().nullable(),
  needsSignature: z.boolean(),
}) satisfies z.ZodType<WaiverStatusAnswer>;
export const waiverSignedAnswer = z.object({
  version: z.number().int(),
  signedAt: z.string(),
  recorded: z.boolean(),
}) satisfies z.ZodType<WaiverSignedAnswer>;
export const waiverVersionItem = z.object({
  version: z.number().int(),
  text: z.string(),
  isRequired: z.boolean(),
  publishedAt: z.string(),
  signatures: z.number().int(),
}) satisfies z.ZodType<WaiverVersionItem>;
export const adminWaiverAnswer = waiverAnswer.extend({
  updatedAt: z.string().nullable(),
  versions: z.array(waiverVersionItem),
}) satisfies z.ZodType<AdminWaiverAnswer>;
export const waiverSignatureItem = z.object({
  version: z.number().int(),
  fullName: z.string(),
  signedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
}) satisfies z.ZodType<WaiverSignatureItem>;
export const waiverSignaturesAnswer = z.array(waiverSignatureItem);
