// Build-time settings of the app (VITE_* variables), read once and validated.
import { LIMITS } from '@mathbridge/contract';

function positiveInt(value: string | undefined, fallback: number): number {
  if (value == null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

const blankToNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

export const appEnv = {
  gaMeasurementId: blankToNull(import.meta.env.VITE_GA_MEASUREMENT_ID),
  activePingIntervalMs: positiveInt(import.meta.env.VITE_ACTIVE_PING_INTERVAL_MS, LIMITS.activePingIntervalMs),
  companyUrl: blankToNull(import.meta.env.VITE_COMPANY_URL) ?? '/preview',
} as const;
