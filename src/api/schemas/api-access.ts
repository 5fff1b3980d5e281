import { z } from 'zod/mini';
import { boundedText, emailAddress, id, isoDate, page, pageQuery, requiredTextOf, textMax } from './common';

/** A request's review: filed `pending`; an operator approves, rejects or asks for more information. */
export const apiAccessStatuses = ['pending', 'approved', 'rejected', 'more_information_needed'] as const;
export type ApiAccessStatus = (typeof apiAccessStatuses)[number];

/** What a decision (PUT) may set: never back to `pending`. */
export const apiAccessDecisions = ['approved', 'rejected', 'more_information_needed'] as const;
export type ApiAccessDecision = (typeof apiAccessDecisions)[number];

/** The request form's bounds and the words both the form and the API refuse a longer field with. */
export const apiAccessLimits = {
  businessName: { max: textMax.name, tooLong: `Keep the business name to ${textMax.name} characters or fewer` },
  location: { max: textMax.address, tooLong: `Keep the location to ${textMax.address} characters or fewer` },
  reason: { max: 2_000, tooLong: 'Keep your answer to 2,000 characters or fewer' },
} as const;

/** A rejection's reason or a question to the requester (the review form checks the same bound). */
export const decisionNoteLimit = {
  max: textMax.text,
  tooLong: `Keep it to ${textMax.text.toLocaleString('en')} characters or fewer`,
} as const;

export const apiAccessRequestBody = z.object({
  businessName: requiredTextOf(apiAccessLimits.businessName.max, apiAccessLimits.businessName.tooLong),
  location: requiredTextOf(apiAccessLimits.location.max, apiAccessLimits.location.tooLong),
  email: emailAddress(),
  reason: requiredTextOf(apiAccessLimits.reason.max, apiAccessLimits.reason.tooLong),
});
export type ApiAccessRequestBody = z.infer<typeof apiAccessRequestBody>;

/** One step of a request's review: filed, or an operator's decision with its reason or question. */
export const apiAccessHistoryEntry = z.object({
  status: z.enum(apiAccessStatuses),
  at: isoDate,
  note: z.optional(boundedText(textMax.text)),
  /** The operator who decided (absent for the filing). */
  by: z.optional(boundedText(textMax.name * 2 + 1)),
});
export type ApiAccessHistoryEntry = z.infer<typeof apiAccessHistoryEntry>;

export const apiAccessRequest = z.extend(apiAccessRequestBody, {
  id,
  status: z.enum(apiAccessStatuses),
  createdAt: isoDate,
  /** The last decision's reason (rejected) or question (more information needed). */
  note: z.optional(boundedText(textMax.text)),
  /** Oldest first; a request stored before reviews were recorded has none. */
  history: z._default(z.array(apiAccessHistoryEntry), []),
});
export type ApiAccessRequest = z.infer<typeof apiAccessRequest>;

export const apiAccessListQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(apiAccessStatuses)),
  /** Part of the business name or the e-mail address, any case. */
  search: z.optional(boundedText(textMax.search)),
});
export type ApiAccessListQuery = z.input<typeof apiAccessListQuery>;

/** A page of requests, and how many match the search in each status (the review queue's tabs). */
export const apiAccessPage = z.extend(page(apiAccessRequest), {
  counts: z._default(
    z.array(z.object({ status: z.enum(apiAccessStatuses), count: z.number().check(z.int(), z.nonnegative()) })),
    [],
  ),
});
export type ApiAccessPage = z.infer<typeof apiAccessPage>;

/**
 * An operator's decision: the new status and, for `rejected`, the `reason` (sent to the
 * requester), for `more_information_needed`, the `question`. Each is required there (the
 * mock refuses it blank: 400) and ignored elsewhere.
 */
export const apiAccessDecisionBody = z.object({
  status: z.enum(apiAccessDecisions),
  reason: z.optional(boundedText(decisionNoteLimit.max, decisionNoteLimit.tooLong)),
  question: z.optional(boundedText(decisionNoteLimit.max, decisionNoteLimit.tooLong)),
});
export type ApiAccessDecisionBody = z.infer<typeof apiAccessDecisionBody>;

/**
 * What an approved request's sign-up invitation pre-fills (GET /api/invitations/:token): the
 * requester's e-mail and business. An account created with it is verified by it.
 */
export const invitation = z.object({
  email: emailAddress(),
  businessName: boundedText(apiAccessLimits.businessName.max),
});
export type Invitation = z.infer<typeof invitation>;
