import { z } from 'zod/mini';
import { decisionNoteLimit } from '@/api/schemas/api-access';

/*
 * An operator's written decision on an API-access request (/ops/api-access): a rejection's
 * reason or a question to the requester. Required (blank counts as missing) and within the
 * contract's bound; the text is e-mailed to the requester.
 */
export const decisionMessages = {
  rejected: {
    required: 'Please enter the reason for rejecting',
    done: 'Request rejected: the requester has been e-mailed the reason',
  },
  more_information_needed: {
    required: 'Please enter your question for the requester',
    done: 'Question sent to the requester',
  },
  approved: { done: 'Request approved: the requester has been e-mailed an invitation' },
  tooLong: decisionNoteLimit.tooLong,
  failed: 'Failed to save the decision. Please try again.',
} as const;

export const decisionNoteMax = decisionNoteLimit.max;

export const decisionFormSchema = (kind: 'rejected' | 'more_information_needed') =>
  z.object({
    note: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, decisionMessages[kind].required),
        z.maxLength(decisionNoteMax, decisionMessages.tooLong),
      ),
  });
export type DecisionFormValues = { note: string };
