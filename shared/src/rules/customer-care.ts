// The customer-care inbox's fixed sets and limits (zod-free: the back office uses them as values,
// the API's contract builds its schemas from them).

/**
 * What the inbox holds: a shopper's message thread (the Messages panel), a contact-us ticket, site
 * feedback, and applications to sell, to the affiliate programme and for a job.
 */
export const CARE_KINDS = [
  'thread',
  'ticket',
  'feedback',
  'seller_application',
  'affiliate_application',
  'job_application',
] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/**
 * Where an item stands for the support team: new (no staff member has opened it yet), open (read,
 * the team owes an answer), waiting (answered, waiting for the requester), closed.
 */
export const CARE_STATUSES = ['new', 'open', 'waiting', 'closed'] as const;
export type CareStatus = (typeof CARE_STATUSES)[number];

/** The inbox's status filter: one status, every one but closed (active), or all. */
export const CARE_STATUS_FILTERS = ['all', 'active', ...CARE_STATUSES] as const;
export type CareStatusFilter = (typeof CARE_STATUS_FILTERS)[number];

/** The inbox's assignee filter. */
export const CARE_ASSIGNEE_FILTERS = ['anyone', 'me', 'unassigned'] as const;
export type CareAssigneeFilter = (typeof CARE_ASSIGNEE_FILTERS)[number];

/** The staff roles that work the inbox (and that items may be assigned to). */
export const CARE_ROLES = ['owner', 'support_agent'] as const;

/** The longest staff reply. */
export const CARE_REPLY_MAX_LENGTH = 5000;
/** The longest inbox search. */
export const CARE_SEARCH_MAX_LENGTH = 100;

/** The prefix of each kind's reference (`CS-000042` is ticket 42, as the shopper quotes it). */
export const CARE_REFERENCE_PREFIXES: Record<CareKind, string> = {
  thread: 'MS',
  ticket: 'CS',
  feedback: 'FB',
  seller_application: 'SA',
  affiliate_application: 'AF',
  job_application: 'JA',
};

/** An item's reference: its kind's prefix and its id, six digits at least (`CS-000042`). */
export const careReference = (kind: CareKind, id: number) =>
  `${CARE_REFERENCE_PREFIXES[kind]}-${String(id).padStart(6, '0')}`;

/** The kind and id a reference names (`cs-42`, `CS-000042`), or null when it is not one. */
export function parseCareReference(text: string): { kind: CareKind; id: number } | null {
  const match = /^([A-Za-z]{2})-?0*(\d{1,10})$/.exec(text.trim());
  if (!match) return null;
  const prefix = match[1]!.toUpperCase();
  const kind = CARE_KINDS.find((candidate) => CARE_REFERENCE_PREFIXES[candidate] === prefix);
  const id = Number(match[2]);
  return kind && id > 0 && id <= 2147483647 ? { kind, id } : null;
}
