export const PG_START = '0:0';

export function parsePgPosition(position: string): [string, string] {
  if (position === 'start') return ['0', '0'];
  const match = /^(\d+):(\d+)$/.exec(position);
  if (!match) throw new RangeError(`Not a PostgreSQL event store position: ${position}`);
  return [match[1], match[2]];
}

export function comparePgPositions(a: string, b: string): number {
  const [ta, ga] = parsePgPosition(a).map(BigInt);
  const [tb, gb] = parsePgPosition(b).map(BigInt);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return ga === gb ? 0 : ga < gb ? -1 : 1;
}
