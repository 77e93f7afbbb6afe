import { contractOf } from '../../../contracts/contract-of';
import {
  adminWaitlistAnswer,
  myWaitlistAnswer,
  waitlistJoined,
  waitlistOfferAnswer,
  type MyWaitlistAnswer,
  type WaitlistOfferAnswer,
} from '../../../contracts/waitlist/waitlist';
import type { ApiDescription } from '../../openapi/api-description';

const offer = contractOf<WaitlistOfferAnswer>()(waitlistOfferAnswer);

/** The waitlist module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const waitlistApi: ApiDescription = {
  'GET /waitlist': {
    schema: contractOf<MyWaitlistAnswer>()(myWaitlistAnswer),
    summary: "The caller's waitlist entries from today on, with any open offer",
    response: 'MyWaitlistAnswer',
  },
  'POST /waitlist': {
    schema: waitlistJoined,
    summary:
      'Joins the waitlist for a date (venue time), a range of start times, a duration and a bay or any bay; 409 when the same request is already in line',
    status: 201,
    response: '{ entry: WaitlistEntryView }',
  },
  'DELETE /waitlist/:entryId': {
    summary: "Leaves the waitlist (the caller's own entry); an open offer ends and its slot passes on",
    status: 204,
  },
  'GET /waitlist/offers/:offerId': {
    schema: offer,
    summary: "An offer of a held slot, for its customer's offer page (404 for anyone else)",
    response: 'WaitlistOfferAnswer',
  },
  'POST /waitlist/offers/:offerId/decline': {
    schema: offer.nullable(),
    summary: 'Declines an open offer: the hold is released and the slot passes to the next in line at once',
    response: 'WaitlistOfferAnswer',
  },
  'GET /admin/waitlist': {
    schema: adminWaitlistAnswer,
    summary: "A day's waitlist in join order with each entry's status (default: the first day with anyone in line)",
    response: 'AdminWaitlistAnswer plus { dates: [{ date, waiting }] }',
  },
  'DELETE /admin/waitlist/:entryId': {
    summary: 'Removes an entry from the waitlist; an open offer ends and its slot passes on',
    status: 204,
  },
};
