import { post } from '../endpoint';
import { serviceMessageReceiptSchema, serviceMessageRequestSchema } from '../schemas/customer-service';

/**
 * The platform's own customer service (在线客服 where the customer-service config points at the platform): the
 * hotline and hours come from the platform config; a user leaves a message (留言) for a call back.
 */
export const customerServiceEndpoints = {
  leaveMessage: post('/v1/sys/customer-service/messages', { body: serviceMessageRequestSchema, response: serviceMessageReceiptSchema, idempotent: true }),
} as const;
