import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  createApiAccessRequest,
  getApiAccessRequest,
  getInvitation,
  listApiAccessRequests,
  updateApiAccessRequest,
} from '@/api/api-access';
import type { ApiAccessDecisionBody, ApiAccessListQuery, ApiAccessRequest, ApiAccessRequestBody } from '@/api/schemas';
import { mutationHook } from './query-client';

export const apiAccessKeys = {
  all: ['api-access'] as const,
  lists: () => [...apiAccessKeys.all, 'list'] as const,
  list: (query: ApiAccessListQuery) => [...apiAccessKeys.lists(), query] as const,
  details: () => [...apiAccessKeys.all, 'detail'] as const,
  detail: (id: string) => [...apiAccessKeys.details(), id] as const,
};

export const apiAccessQueries = {
  list: (query: ApiAccessListQuery = {}) =>
    queryOptions({
      queryKey: apiAccessKeys.list(query),
      queryFn: ({ signal }) => listApiAccessRequests(query, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: apiAccessKeys.detail(id),
      queryFn: ({ signal }) => getApiAccessRequest(id, signal),
    }),
  /** An invitation link's pre-fill (a 404: used or unknown). */
  invitation: (token: string) =>
    queryOptions({
      queryKey: [...apiAccessKeys.all, 'invitation', token] as const,
      queryFn: ({ signal }) => getInvitation(token, signal),
      staleTime: Infinity,
    }),
};

/** The reply is the request's new state: its detail at once; the lists (they may filter by status) refetch. */
const showSavedRequest = (queryClient: QueryClient) => (request: ApiAccessRequest) => {
  queryClient.setQueryData(apiAccessKeys.detail(request.id), request);
  return queryClient.invalidateQueries({ queryKey: apiAccessKeys.lists() });
};

/** A new request shows up in every list (the landing page's form is public; lists are for signed-in staff). */
export const createApiAccessRequestMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: ApiAccessRequestBody) => createApiAccessRequest(body),
    onSuccess: showSavedRequest(queryClient),
  });
export const useCreateApiAccessRequest = mutationHook(createApiAccessRequestMutation);

export type UpdateApiAccessRequestVariables = { id: string } & ApiAccessDecisionBody;

export const updateApiAccessRequestMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...body }: UpdateApiAccessRequestVariables) => updateApiAccessRequest(id, body),
    onSuccess: showSavedRequest(queryClient),
  });
export const useUpdateApiAccessRequest = mutationHook(updateApiAccessRequestMutation);
