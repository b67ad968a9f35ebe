// The query keys of the student's membership: everything sits under one root, so a payment marks all of it stale.
export const membershipKeys = {
  all: ['membership'] as const,
  membership: ['membership', 'current'] as const,
  payments: ['membership', 'payments'] as const,
};
