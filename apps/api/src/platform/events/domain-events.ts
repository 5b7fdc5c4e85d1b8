import type { Db } from '../database/database.js';

/**
 * Every domain event by name, with what it carries (docs/decisions/032). An area declares the events it publishes in
 * its own `events.ts`, by adding to this interface (declaration merging), and shows them on its public face.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each area's events.ts
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** What a subscriber does with an event, in the publisher's transaction `tx`. */
export type DomainEventHandler<N extends DomainEventName> = (
  tx: Db,
  event: DomainEventMap[N],
) => Promise<void>;

/**
 * How areas tell each other what happened without knowing each other: an area publishes what it did inside its
 * unit of work; an area above it in the module map subscribes once, when the services are composed. Work that may
 * run later goes from a subscriber to the job queue, in the same transaction.
 */
export interface DomainEvents {
  subscribe<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): void;
  /**
   * Delivers `event` to each subscriber of `name` in `tx`, one after the other in the order they subscribed; a
   * subscriber that throws rolls the publisher's whole change back with it.
   */
  publish<N extends DomainEventName>(tx: Db, name: N, event: DomainEventMap[N]): Promise<void>;
}

export function createDomainEvents(): DomainEvents {
  // Each list holds the handlers of one name, so each is given the events of its own name only.
  type AnyHandler = (tx: Db, event: unknown) => Promise<void>;
  const subscribers = new Map<DomainEventName, AnyHandler[]>();
  return {
    subscribe(name, handler) {
      const list = subscribers.get(name) ?? [];
      list.push(handler as AnyHandler);
      subscribers.set(name, list);
    },
    async publish(tx, name, event) {
      for (const handler of subscribers.get(name) ?? []) await handler(tx, event);
    },
  };
}
