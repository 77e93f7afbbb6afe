import { myVenuesAnswer, venuesAnswer } from '../../../contracts/venues/venues.schemas';
import type { ApiDescription } from '../../openapi/api-description';

/** The venues module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const venuesApi: ApiDescription = {
  'GET /venues': {
    summary:
      "The deployment's venues (id, name, time zone, address) and the one this request was served by; " +
      'a request names a venue with the X-Venue header, the `venue` query parameter or the golf.venue cookie',
    response: 'VenuesAnswer: { venues, current, cookie, header }',
    schema: venuesAnswer,
  },
  'GET /venues/mine': {
    summary: 'The venues where the signed-in user is an admin (roles are per venue)',
    response: 'MyVenuesAnswer: { adminOf }',
    schema: myVenuesAnswer,
  },
};
