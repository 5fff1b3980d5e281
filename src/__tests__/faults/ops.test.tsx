import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { decisionMessages } from '@/forms/api-access-decision-form';
import { clickToRetry, faultMatrix, toast, type FaultRow } from '@/test/faults';
import { db } from '@mocks/db';

/*
 * Fault matrix, DeliverOS operations' review queue (/ops/api-access), signed in as
 * ops@deliveros.ng: the list, a request's detail and its approval. The seed has Ikeja Parcel
 * Hub (req_seed_1) pending (server/seed/api-access.ts). See src/test/faults.ts.
 */

const QUEUE = '/ops/api-access';
const DETAIL = '/ops/api-access?request=req_seed_1';
const requestList = () => within(screen.getByRole('list', { name: 'API access requests' }));
const detailHeading = () => screen.getByRole('heading', { name: 'Ikeja Parcel Hub', level: 2 });
const statusOnServer = () => db.state.apiAccessRequests.find((r) => r.id === 'req_seed_1')?.status;

const rows: FaultRow[] = [
  {
    endpoint: 'listApiAccessRequests',
    screen: 'the review queue',
    path: QUEUE,
    kind: 'load',
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load the requests.");
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(requestList().getByText('Ikeja Parcel Hub')).toBeInTheDocument();
      expect(screen.queryByText("Couldn't load the requests.")).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'getApiAccessRequest',
    screen: 'a request’s detail',
    path: DETAIL,
    kind: 'load',
    failed: () => {
      const detail = within(screen.getByRole('region', { name: 'Request' }));
      expect(detail.getByRole('alert')).toHaveTextContent("Couldn't load this request.");
    },
    retry: async ({ user }) => {
      await user.click(within(screen.getByRole('region', { name: 'Request' })).getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(detailHeading()).toBeInTheDocument();
      expect(screen.getByText('dev@ikejaparcel.ng', { selector: 'a' })).toBeInTheDocument();
    },
  },
  {
    endpoint: 'updateApiAccessRequest',
    screen: 'a request’s detail — Approve',
    path: DETAIL,
    kind: 'action',
    ready: async () => {
      await screen.findByRole('heading', { name: 'Ikeja Parcel Hub', level: 2 });
    },
    ...clickToRetry(() => screen.getByRole('button', { name: 'Approve' })),
    failed: () => {
      expect(toast(decisionMessages.failed)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
      expect(statusOnServer()).toBe('pending');
    },
    done: () => {
      expect(toast(decisionMessages.approved.done)).toBeInTheDocument();
      expect(statusOnServer()).toBe('approved');
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    },
  },
];

describe('fault matrix — operations: the API-access review', () => {
  faultMatrix('ops', rows);
});
