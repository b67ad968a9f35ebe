// The /healthcheck page's calls: the gateway's liveness and its view of the api (GET /api/health).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

const ServiceHealthSchema = z.object({ gateway: z.enum(['ok', 'error']), api: z.enum(['ok', 'error']) });
export type ServiceHealth = z.infer<typeof ServiceHealthSchema>;

export async function getServiceHealth(): Promise<ServiceHealth> {
  const options = { errorMode: 'silent', showLoading: false, withAuth: false } as const;
  const [live, combined] = await Promise.allSettled([
    request(apiPaths.gatewayLive, options),
    request(apiPaths.gatewayHealth, { ...options, schema: ServiceHealthSchema }),
  ]);
  return {
    gateway: live.status === 'fulfilled' || combined.status === 'fulfilled' ? 'ok' : 'error',
    api: combined.status === 'fulfilled' ? combined.value.api : 'error',
  };
}

export const serviceHealthQueryOptions = queryOptions({
  queryKey: ['service-health'],
  queryFn: getServiceHealth,
  // A status page shows the state as of opening it, never one remembered from a minute ago.
  staleTime: 0,
  refetchInterval: 30_000,
});

export function useServiceHealth() {
  return useQuery(serviceHealthQueryOptions);
}
