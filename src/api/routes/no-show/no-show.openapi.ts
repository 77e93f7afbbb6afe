import { z } from 'zod';
import { bookingFeeView } from '../../../contracts/bookings';
import { contractOf } from '../../../contracts/contract-of';
import { cardSaved, noShowPolicyView, type NoShowPolicyDto } from '../../../contracts/no-show/no-show';
import type { ApiDescription } from '../../openapi/api-description';

const policy = contractOf<NoShowPolicyDto>()(noShowPolicyView);

/** The no-show protection module's routes, for the OpenAPI document. */
export const noShowApi: ApiDescription = {
  'GET /admin/no-show-policy': {
    schema: policy,
    summary: 'The no-show protection settings, with the late window the cancellation policy gives',
    response: 'NoShowPolicyDto',
  },
  'PUT /admin/no-show-policy': {
    schema: policy,
    summary: 'Set the card-on-file rule, the no-show fee and the late cancellation fee',
    response: 'NoShowPolicyDto',
  },
  'POST /users/:userId/card-on-file': {
    schema: cardSaved,
    summary: 'Keep a card on file without charging it (the account itself, or an admin)',
    status: 201,
    response: '{ card: { brand, last4 }, message }',
  },
  'GET /users/:userId/booking-fees': {
    schema: z.object({ fees: z.array(bookingFeeView) }),
    summary: "A customer's no-show and late cancellation fees and their outcomes (the account itself, or an admin)",
    response: '{ fees: BookingFeeDto[] }',
  },
};
