import { bookingFees, cardSaved, noShowPolicyView } from '../../../contracts/no-show';
import type { ApiDescription } from '../../openapi/api-description';

/** The no-show protection module's routes, for the OpenAPI document. */
export const noShowApi: ApiDescription = {
  'GET /admin/no-show-policy': {
    summary: 'The no-show protection settings, with the late window the cancellation policy gives',
    response: 'NoShowPolicyDto',
    schema: noShowPolicyView,
  },
  'PUT /admin/no-show-policy': {
    summary: 'Set the card-on-file rule, the no-show fee and the late cancellation fee',
    response: 'NoShowPolicyDto',
    schema: noShowPolicyView,
  },
  'POST /users/:userId/card-on-file': {
    summary: 'Keep a card on file without charging it (the account itself, or an admin)',
    status: 201,
    response: '{ card: { brand, last4 }, message }',
    schema: cardSaved,
  },
  'GET /users/:userId/booking-fees': {
    summary: "A customer's no-show and late cancellation fees and their outcomes (the account itself, or an admin)",
    response: '{ fees: BookingFeeDto[] }',
    schema: bookingFees,
  },
};
