/**
 * A `Map` whose seeded values are validated (and given their schema defaults) when first read rather than
 * when stored: demo mode's first request needs one resource, so the page does not pay for parsing all of
 * them before its first times show. Reading a key parses that value in place (the map's order is kept);
 * iterating parses every value still pending first. Values stored with `set` are taken as they are.
 * The fixtures' validity is proven by the mock's tests (test/unit/mock/fixtures.test.ts).
 */
class Pending {
  constructor(readonly raw: unknown) {}
}

export class ParsedOnReadMap<K, V> extends Map<K, V> {
  readonly #parse: (raw: unknown) => V;

  constructor(parse: (raw: unknown) => V) {
    super();
    this.#parse = parse;
  }

  /** Stores a value to be parsed on its first read. */
  setUnparsed(key: K, raw: unknown): this {
    return super.set(key, new Pending(raw) as unknown as V);
  }

  #resolve(key: K, value: V | undefined): V | undefined {
    if (!((value as unknown) instanceof Pending)) return value;
    const parsed = this.#parse((value as unknown as Pending).raw);
    super.set(key, parsed);
    return parsed;
  }

  #resolveAll(): void {
    for (const [key, value] of super.entries()) this.#resolve(key, value);
  }

  override get(key: K): V | undefined {
    return this.#resolve(key, super.get(key));
  }

  override values(): MapIterator<V> {
    this.#resolveAll();
    return super.values();
  }

  override entries(): MapIterator<[K, V]> {
    this.#resolveAll();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    this.#resolveAll();
    super.forEach(callback, thisArg);
  }
}
