import * as s from '../schemas/wallet-movements';
import { endpoint } from './endpoint';

/** Wallet: the money movements and the recipient's name (loaded with the wallet's dialogs). */
export const walletMovementEndpoints = {
  topUp: endpoint({
    method: 'POST',
    path: '/api/wallet/top-up',
    auth: 'user',
    body: s.topUpRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/wallet/transfer',
    auth: 'user',
    body: s.transferRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/wallet/withdraw',
    auth: 'user',
    body: s.withdrawRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  resolveRecipient: endpoint({
    method: 'GET',
    path: '/api/wallet/recipients',
    auth: 'user',
    query: s.recipientQuery,
    reply: s.recipient,
  }),
} as const;
