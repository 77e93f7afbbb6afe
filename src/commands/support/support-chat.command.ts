import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { SupportMessageReceived, SupportReplySent, supportChatStream } from '../../domain/support/support.events';
import { toE164 } from '../../lib/phone-number';
import type { EventMetadata } from '../../eventstore/types';
import { queueSms } from '../sms';
import { smsText } from '../sms';

interface Sender {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/**
 * Records a customer's chat message and, when SUPPORT_SMS_FORWARD_TO is set, texts it to the
 * venue's support phone. The chat is append-only, so any revision is fine.
 */
export async function sendSupportMessage(
  ctx: AppContext,
  from: Sender,
  message: string,
  metadata?: Partial<EventMetadata>,
): Promise<{ messageId: string; position: string }> {
  const messageId = randomUUID();
  const at = ctx.now().toISOString();
  const result = await ctx.store.append(
    supportChatStream(ctx.config.VENUE_ID, from.id),
    [SupportMessageReceived.create({ messageId, userId: from.id, message, at }, metadata)],
    { expected: 'any' },
  );
  const forwardTo = ctx.config.SUPPORT_SMS_FORWARD_TO ? toE164(ctx.config.SUPPORT_SMS_FORWARD_TO) : null;
  if (forwardTo) {
    const body = `Support chat from ${from.firstName} ${from.lastName} (${from.phoneNumber}): ${message}`;
    await queueSms(ctx, { to: forwardTo, body, reason: 'support_chat' }, metadata);
  }
  return { messageId, position: result.position };
}

/** Records a staff answer and texts it to the customer. */
export async function replyToCustomer(
  ctx: AppContext,
  admin: { id: string; name: string },
  customer: { id: string; phoneNumber: string },
  message: string,
  metadata?: Partial<EventMetadata>,
): Promise<{ messageId: string; position: string }> {
  const messageId = randomUUID();
  const at = ctx.now().toISOString();
  const result = await ctx.store.append(
    supportChatStream(ctx.config.VENUE_ID, customer.id),
    [
      SupportReplySent.create(
        { messageId, userId: customer.id, adminId: admin.id, adminName: admin.name, message, at },
        metadata,
      ),
    ],
    { expected: 'any' },
  );
  await queueSms(
    ctx,
    { to: customer.phoneNumber, body: await smsText(ctx, 'support_reply', { message }), reason: 'support_reply' },
    metadata,
  );
  return { messageId, position: result.position };
}
