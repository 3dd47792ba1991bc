import type { FastifyRequest } from 'fastify';
import { KITCHEN_EVENT_TYPES, type EventType } from '@opentill/contract/events/event-types';
import { requireReportAccess, requireTenant } from '@/http/guards.js';
import { isScreen } from '@/http/route-access.js';
import type { EventScope } from './events.service.js';

const KITCHEN_TYPES: ReadonlySet<EventType> = new Set(KITCHEN_EVENT_TYPES);

const mayReadAlerts = (request: FastifyRequest): boolean => {
  try {
    requireReportAccess(request);
    return true;
  } catch {
    return false;
  }
};

/**
 * What the caller may hear (contract §A): its own merchant only; a kitchen screen the
 * kitchen's events; alerts only those who may read alerts (requireReportAccess).
 */
export const eventScopeOf = (
  request: FastifyRequest,
  allTypes: readonly EventType[],
): EventScope => {
  const { client } = requireTenant(request);
  if (isScreen(request.principal)) return { clientId: client.id, types: KITCHEN_TYPES };
  if (mayReadAlerts(request)) return { clientId: client.id, types: null };
  return {
    clientId: client.id,
    types: new Set(allTypes.filter((type) => type !== 'alert.raised')),
  };
};
