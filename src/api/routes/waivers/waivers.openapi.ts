import {
  adminWaiverAnswer,
  waiverAnswer,
  waiverSignaturesAnswer,
  waiverSignedAnswer,
  waiverStatusAnswer,
} from '../../../contracts/waivers/waivers';
import type { ApiDescription } from '../../openapi/api-description';

/** The waiver's routes, for the OpenAPI document. */
export const waiversApi: ApiDescription = {
  'GET /waiver': {
    summary: "The venue's current waiver: its version (0: none), its text and whether booking requires it",
    response: 'WaiverAnswer',
    schema: waiverAnswer,
  },
  'GET /waiver/status': {
    summary: 'The newest version the signed-in customer signed, and whether they must sign before booking',
    response: 'WaiverStatusAnswer',
    schema: waiverStatusAnswer,
  },
  'POST /waiver/sign': {
    summary:
      'Signs the current version with the full name typed (the address and browser are recorded); signing it again records nothing',
    response: 'WaiverSignedAnswer (recorded: false when this version was already signed)',
    status: 201,
    schema: waiverSignedAnswer,
    errors: [409],
  },
  'GET /admin/waiver': {
    summary: 'The waiver settings and every version published, newest first, with how many signed each',
    response: 'AdminWaiverAnswer',
    schema: adminWaiverAnswer,
  },
  'PUT /admin/waiver': {
    summary:
      'Sets the waiver text and whether booking requires it; a changed text publishes a new version that everyone signs again',
    response: 'AdminWaiverAnswer',
    schema: adminWaiverAnswer,
  },
  'GET /admin/users/:userId/waivers': {
    summary: "A customer's waiver signatures, newest first: version, name typed, time, address",
    response: 'WaiverSignatureItem[]',
    schema: waiverSignaturesAnswer,
  },
};
