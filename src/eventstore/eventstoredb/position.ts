import type { Position } from '@eventstore/db-client';

/** EventStoreDB checkpoints are the opaque string 'commit:prepare'. */
export function formatEsdbPosition(position: Position): string {
  return `${position.commit}:${position.prepare}`;
}

export function parseEsdbPosition(position: string): Position {
  const match = /^(\d+):(\d+)$/.exec(position);
  if (!match) throw new RangeError(`Not an EventStoreDB position: ${position}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

export function compareEsdbPositions(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'start') return -1;
  if (b === 'start') return 1;
  const pa = parseEsdbPosition(a);
  const pb = parseEsdbPosition(b);
  if (pa.commit !== pb.commit) return pa.commit < pb.commit ? -1 : 1;
  return pa.prepare === pb.prepare ? 0 : pa.prepare < pb.prepare ? -1 : 1;
}
