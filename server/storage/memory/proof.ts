import type { CodRepos, Window } from '../../domain/cash-on-delivery/port';
import { remittedMeanwhile } from '../../domain/cash-on-delivery/records';
import type { ProofRepos } from '../../domain/deliveries/proof-port';
import type { DeliveryRecord } from '../../domain/deliveries/records';
import { copy, type Collections } from './journal';
import type { MemoryCollections } from './state';

/*
 * Proof of delivery and cash on delivery over the in-memory collections
 * (server/domain/deliveries/proof-port.ts, server/domain/cash-on-delivery/port.ts). Transactions
 * run one at a time here, so a conditional write is a check and a write.
 */

const own = (partnerId: string, id: string) => (row: { partnerId: string; id: string }) =>
  row.partnerId === partnerId && row.id === id;

type Collection = DeliveryRecord & {
  riderId: string;
  cashOnDelivery: { collected: NonNullable<NonNullable<DeliveryRecord['cashOnDelivery']>['collected']> };
};
const collectedAt = (d: Collection) => Date.parse(d.cashOnDelivery.collected.at);
const isCollection = (d: DeliveryRecord): d is Collection =>
  d.riderId !== undefined && d.cashOnDelivery?.collected !== undefined;
const within = (d: Collection, { from, to }: Window) => collectedAt(d) >= from && collectedAt(d) < to;

export function memoryProofRepos(c: Collections<MemoryCollections>): ProofRepos {
  const codeOf = (partnerId: string, id: string) => c.find('deliveries', own(partnerId, id))?.code;
  return {
    deliveryCodes: {
      spendTry: async (partnerId, id) => {
        const code = codeOf(partnerId, id);
        if (!code || code.verified || code.triesLeft <= 0) return undefined;
        const after = { ...code, triesLeft: code.triesLeft - 1 };
        c.update('deliveries', own(partnerId, id), { code: after });
        return after;
      },
      verify: async (partnerId, id) => {
        const code = codeOf(partnerId, id);
        if (!code || code.triesLeft <= 0) return undefined;
        const after = { ...code, verified: true };
        c.update('deliveries', own(partnerId, id), { code: after });
        return after;
      },
    },
    proofs: {
      record: async (partnerId, id, proof, collected) => {
        const cod = c.find('deliveries', own(partnerId, id))?.cashOnDelivery;
        c.update('deliveries', own(partnerId, id), {
          proof,
          ...(collected && cod ? { cashOnDelivery: { ...cod, collected } } : {}),
        });
      },
      addAttempt: async (partnerId, id, attempt) => {
        const attempts = c.find('deliveries', own(partnerId, id))?.attempts ?? [];
        c.update('deliveries', own(partnerId, id), { attempts: [...attempts, attempt] });
      },
    },
    proofImages: {
      insert: async (images) => c.insert('proofImages', images),
      of: async (partnerId, deliveryId) =>
        c.find('proofImages', (p) => p.partnerId === partnerId && p.deliveryId === deliveryId),
    },
  };
}

export function memoryCodRepos(c: Collections<MemoryCollections>): CodRepos {
  const collectionsOf = (partnerId: string) =>
    c.all('deliveries').filter((d): d is Collection => d.partnerId === partnerId && isCollection(d));
  const held = (d: Collection) => d.cashOnDelivery.remittedAt === undefined;
  return {
    codCollections: {
      collected: async (partnerId, window) =>
        collectionsOf(partnerId)
          .filter((d) => within(d, window))
          .sort((a, b) => collectedAt(a) - collectedAt(b))
          .map((d) => copy(d)),
      heldBefore: async (partnerId, before) =>
        collectionsOf(partnerId)
          .filter((d) => held(d) && collectedAt(d) < before)
          .reduce((sum, d) => sum + d.cashOnDelivery.collected.amount, 0),
      claim: async (partnerId, riderId, window, remittedAt) => {
        const claimed = collectionsOf(partnerId).filter((d) => d.riderId === riderId && held(d) && within(d, window));
        for (const delivery of claimed) {
          c.update('deliveries', own(partnerId, delivery.id), {
            cashOnDelivery: { ...delivery.cashOnDelivery, remittedAt },
          });
        }
        return claimed.map((d) => copy(d));
      },
    },
    codRemittances: {
      insert: async (record) => {
        const taken = c.find(
          'codRemittances',
          (r) =>
            r.partnerId === record.partnerId &&
            r.riderId === record.riderId &&
            r.day === record.day &&
            r.round === record.round,
        );
        if (taken) throw remittedMeanwhile();
        c.insert('codRemittances', record);
      },
      count: async (partnerId, riderId, day) =>
        c.filter('codRemittances', (r) => r.partnerId === partnerId && r.riderId === riderId && r.day === day).length,
      last: async (partnerId) => {
        const last = c.all('codRemittances').findLast((r) => r.partnerId === partnerId);
        return last && copy(last);
      },
    },
  };
}
