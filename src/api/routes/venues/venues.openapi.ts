import { contractOf } from '../../../contracts/contract-of';
import { myVenuesAnswer, venuesAnswer, type MyVenuesAnswer, type VenuesAnswer } from '../../../contracts/venues/venues';
import type { ApiDescription } from '../../openapi/api-description';

/** The venues module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const venuesApi: ApiDescription = {
  'GET /venues': {
    schema: contractOf<VenuesAnswer>()(venuesAnswer),
    summary:
      "The deployment's venues (id, name, time zone, address) and the one this request was served by; " +
      'a request names a venue with the X-Venue header, the `venue` query parameter or the golf.venue cookie',
    response: 'VenuesAnswer: { venues, current, cookie, header }',
  },
  'GET /venues/mine': {
    schema: contractOf<MyVenuesAnswer>()(myVenuesAnswer),
    summary: 'The venues where the signed-in user is an admin (roles are per venue)',
    response: 'MyVenuesAnswer: { adminOf }',
  },
};
