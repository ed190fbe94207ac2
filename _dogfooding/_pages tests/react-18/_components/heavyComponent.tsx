import type {ReactNode} from 'react';

/** Primes below `limit`, with a plain sieve: enough work to notice, small enough to be quick. */
function primesBelow(limit: number): number[] {
  const composite = new Uint8Array(limit);
  const primes: number[] = [];
  for (let candidate = 2; candidate < limit; candidate += 1) {
    if (!composite[candidate]) {
      primes.push(candidate);
      for (let multiple = candidate * candidate; multiple < limit; multiple += candidate) {
        composite[multiple] = 1;
      }
    }
  }
  return primes;
}

/**
 * A component kept in its own module so that React.lazy loads it as a separate chunk. It
 * stands for a large widget that a page prefers to load after the rest.
 */
export default function HeavyComponent({limit = 200_000}: {limit?: number}): ReactNode {
  const primes = primesBelow(limit);
  return (
    <div className="alert alert--success">
      Heavy component loaded: there are {primes.length.toLocaleString('en-US')} prime numbers below{' '}
      {limit.toLocaleString('en-US')}, the largest being {primes.at(-1)?.toLocaleString('en-US')}.
    </div>
  );
}
