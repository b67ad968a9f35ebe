// Health answers of the api and the gateway.
import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  service: z.enum(['api', 'gateway']),
  uptimeSeconds: z.number().nonnegative(),
});
export type Health = z.infer<typeof HealthSchema>;

export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'error']),
  service: z.enum(['api', 'gateway']),
  checks: z.record(z.string(), z.enum(['ok', 'error'])),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
