import type { AccountState } from '@firm/domain';

/** An account's stored status as the back office names it: 'disabled' in storage is suspended. */
export const accountStateOf = (status: string): AccountState =>
  status === 'disabled' ? 'suspended' : status === 'pending' ? 'pending' : 'active';
