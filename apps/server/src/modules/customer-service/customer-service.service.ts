import { randomUUID } from 'node:crypto';
import type { ServiceMessageReceipt, ServiceMessageRequest } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { insertServiceMessage } from './customer-service.repo';

/** 留言: stored for the service desk, who call the user back on the given mobile. */
export async function leaveMessage(env: ServiceEnv, actor: Actor, body: ServiceMessageRequest): Promise<ServiceMessageReceipt> {
  const messageId = randomUUID();
  await insertServiceMessage(env.db, { messageId, userId: actor.userId, corpId: actor.corpId, ...body, now: env.now });
  return { messageId, createdAt: env.now };
}
